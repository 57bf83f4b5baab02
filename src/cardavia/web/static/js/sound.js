// Card sounds, made by the page itself with the Web Audio API (nothing is fetched): a card
// laid on the table, a trick gathered, a new deal, a result. Silent unless the player
// turned "Sound" on in the settings bar (<html data-sound="on">).

let audio = null;

function soundOn() {
  return document.documentElement.dataset.sound === "on";
}

/** The page's one AudioContext, made at the first sound the player allowed. */
function context() {
  if (!soundOn()) return null;
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return null;
  if (!audio) audio = new Context();
  if (audio.state === "suspended") audio.resume().catch(() => undefined);
  return audio;
}

/** A short burst of filtered noise: the snap of a card on cloth. */
function snap(ac, at, { duration, frequency, volume }) {
  const frames = Math.max(1, Math.floor(ac.sampleRate * duration));
  const buffer = ac.createBuffer(1, frames, ac.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < frames; i += 1) samples[i] = (Math.random() * 2 - 1) * (1 - i / frames) ** 3;
  const source = ac.createBufferSource();
  source.buffer = buffer;
  const filter = ac.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = frequency;
  const gain = ac.createGain();
  gain.gain.value = volume;
  source.connect(filter).connect(gain).connect(ac.destination);
  source.start(at);
}

/** A soft bell-like note for the result. */
function note(ac, at, frequency, duration) {
  const oscillator = ac.createOscillator();
  oscillator.type = "sine";
  oscillator.frequency.value = frequency;
  const gain = ac.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.12, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
  oscillator.connect(gain).connect(ac.destination);
  oscillator.start(at);
  oscillator.stop(at + duration);
}

const SOUNDS = {
  play: (ac, now) => snap(ac, now, { duration: 0.07, frequency: 2400, volume: 0.5 }),
  gather: (ac, now) => {
    for (let i = 0; i < 3; i += 1) snap(ac, now + i * 0.05, { duration: 0.09, frequency: 1500, volume: 0.3 });
  },
  deal: (ac, now) => {
    for (let i = 0; i < 6; i += 1) snap(ac, now + i * 0.06, { duration: 0.05, frequency: 3000, volume: 0.35 });
  },
  result: (ac, now) => {
    note(ac, now, 523.25, 0.5);
    note(ac, now + 0.12, 783.99, 0.6);
  },
};

/** Plays `kind` ("play", "gather", "deal" or "result") if the player turned sound on. */
export function playSound(kind) {
  const ac = context();
  if (!ac || !SOUNDS[kind]) return;
  try {
    SOUNDS[kind](ac, ac.currentTime + 0.01);
  } catch {
    // A browser that refuses audio just stays silent.
  }
}
