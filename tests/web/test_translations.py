"""The catalogues: every string of the app (pages, rules, table, engine messages) is in the
template and translated into every language of the app, with the same placeholders; errors
come back in the player's language."""

import json
import re
import subprocess
import sys
from itertools import pairwise
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from fastapi.testclient import TestClient

from cardavia.catalog.packs import atlas
from cardavia.web.i18n import LANGUAGES, LOCALES, translations
from cardavia.web.packs import table_pack

ROOT = Path(__file__).parent.parent.parent
PLACEHOLDERS = re.compile(r"\{\w+\}|%\(\w+\)s")


def test_the_template_holds_every_marked_string(tmp_path: Path) -> None:
    fresh = tmp_path / "messages.pot"
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg",
         "-k", "N_", "-k", "NC_:1c,2", "-k", "NP_:1,2", "-k", "IllegalAction", "-k", "BadNotation",
         "-k", "InvalidRecord", "-k", "RecordRefused", "--no-location",
         "-o", str(fresh), "."],
        cwd=ROOT, check=True, capture_output=True,
    )  # fmt: skip
    extracted = {(m.context, m.id) for m in read_po(fresh.open("rb")) if m.id}
    committed = {(m.context, m.id) for m in read_po((LOCALES / "messages.pot").open("rb")) if m.id}
    assert extracted == committed, "run the pybabel extract command in babel.cfg"
    assert len(extracted) > 400


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDERS.findall(text))


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_every_language_translates_every_string_with_the_same_placeholders(
    language: str,
) -> None:
    template = [(m.id, m.context) for m in read_po((LOCALES / "messages.pot").open("rb")) if m.id]
    catalog = read_po((LOCALES / language / "LC_MESSAGES" / "messages.po").open("rb"))
    assert catalog.locale is not None and str(catalog.locale) == language
    for message_id, context in template:
        message = catalog.get(message_id, context=context)
        assert message is not None, f"{language}: untranslated {message_id!r}"
        assert not message.fuzzy, f"{language}: fuzzy {message_id!r}"
        if isinstance(message_id, tuple):  # singular and plural
            forms = list(message.string)
            assert len(forms) == catalog.num_plurals and all(forms), f"{language}: {message_id!r}"
            wanted = placeholders(message_id[1])
            assert all(placeholders(form) == wanted for form in forms), (language, message_id)
        else:
            assert message.string, f"{language}: untranslated {message_id!r}"
            assert placeholders(message.string) == placeholders(message_id), (language, message_id)


OWN_LETTERS = {
    "cs": "ďěňřťůĎĚŇŘŤŮ",
    "es": "ñÑ¿¡",
    "hu": "őűŐŰ",
    "pl": "ąćęłńśźżĄĆĘŁŃŚŹŻ",
    "vi": "ăĂđĐưƯơƠạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ",
}
"""Letters that, among the app's languages, only one writes."""


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_every_translation_belongs_to_a_message(language: str) -> None:
    """Each msgstr follows its own msgid: a msgstr left without one (a merge's leftover)
    is skipped by Babel but breaks gettext's msgfmt."""
    text = (LOCALES / language / "LC_MESSAGES" / "messages.po").read_text(encoding="utf-8")
    keywords = [
        (number, line.split(" ")[0])
        for number, line in enumerate(text.splitlines(), start=1)
        if line[:1].isalpha()
    ]
    for (_, before), (number, keyword) in pairwise(keywords):
        if keyword == "msgstr":
            assert before == "msgid", f"line {number}: a msgstr without its msgid"
        elif keyword.startswith("msgstr["):
            assert before == "msgid_plural" or before.startswith("msgstr["), f"line {number}"


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_no_catalogue_holds_another_languages_writing(language: str) -> None:
    """A translation pasted into the wrong catalogue (once: the AI level's words in Czech
    in every language) shows in letters only that other language writes."""
    catalog = read_po((LOCALES / language / "LC_MESSAGES" / "messages.po").open("rb"))
    foreign = {letter: other for other, letters in OWN_LETTERS.items() if other != language
               for letter in letters}  # fmt: skip
    for message in catalog:
        forms = [message.string] if isinstance(message.string, str) else list(message.string)
        for form in forms:
            found = {foreign[letter] for letter in form if letter in foreign}
            assert not found, f"{language}: {message.id!r} is written in {found}: {form!r}"


def ui_strings(client: TestClient, language: str) -> dict[str, str]:
    page = client.get("/play/skat", headers={"accept-language": language}).text
    found = re.search(r'<script type="application/json" id="ui-strings">(.*?)</script>', page)
    assert found is not None
    strings: dict[str, str] = json.loads(found.group(1))
    return strings


@pytest.mark.parametrize(
    ("language", "level", "speed"),
    [
        ("de", ["KI-Stufe", "Leicht", "Normal", "Stark"], "Normal"),
        ("fr", ["Niveau de l'IA", "Facile", "Normal", "Fort"], "Normale"),
        ("pl", ["Poziom AI", "Łatwy", "Normalny", "Silny"], "Normalnie"),
    ],
)
def test_the_table_names_the_ai_levels_in_the_players_language(
    client: TestClient, language: str, level: list[str], speed: str
) -> None:
    strings = ui_strings(client, language)
    words = ["AI level", "Easy", "ai-level\x04Normal", "Strong"]
    assert [strings[word] for word in words] == level
    assert strings["Normal"] == speed  # the AI speed's, agreeing with its own noun


def test_the_atlas_speaks_every_language_of_the_app() -> None:
    assert atlas().languages == list(LANGUAGES)


def test_errors_come_in_the_players_language(client: TestClient) -> None:
    german = {"accept-language": "de"}
    view = client.post("/api/tables", json={"game": "jass", "seed": 4}, headers=german).json()
    while not view["your_turn"]:
        view = client.get(f"/api/tables/{view['id']}", headers=german).json()
    url = f"/api/tables/{view['id']}/actions"
    not_held = next(c for c in ("r6", "rA", "b6", "bA") if c not in view["observation"]["hand"])
    play = {"version": view["version"], "action": {"play": not_held}}
    answer = client.post(url, json=play, headers=german)
    assert answer.status_code == 400
    assert answer.json()["detail"].startswith("Du hast ")
    english = client.post(url, json=play, headers={"accept-language": "en"})
    assert english.json()["detail"].startswith("You do not hold the ")
    malformed = client.post(url, json={**play, "action": {"play": "x9"}}, headers=german)
    assert "ist kein Kartenkürzel" in malformed.json()["detail"]
    stale = client.post(url, json={**play, "version": -1}, headers=german)
    assert stale.status_code == 409 and "weitergespielt" in stale.json()["detail"]
    assert client.get("/api/tables/none", headers=german).json()["detail"] == (
        "Diesen Tisch gibt es nicht"
    )


def test_malformed_requests_are_answered_in_the_players_language(client: TestClient) -> None:
    answer = client.post(
        "/api/tables/x/actions",
        json={"version": "v", "action": {}},
        headers={"accept-language": "de"},
    )
    assert answer.status_code == 422
    assert "version" in answer.json()["detail"]
    assert answer.json()["detail"] != "This request is not understood: look at version"


ACE_CALLS = {"a": "Acorn Ace", "l": "Leaf Ace", "b": "Bell Ace"}
RUFER = {
    "a": "Rufer with the Acorn Ace",
    "l": "Rufer with the Leaf Ace",
    "b": "Rufer with the Bell Ace",
}
DECLINED = {"pl"}
"""Languages whose contract names decline the ace ("Rufer z asem żołędzi")."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_ace_is_called_by_its_cards_name(language: str) -> None:
    """English named the card "Acorn Daus" and the contract "Rufer with the Acorn Ace": at a
    Schafkopf table each ace bears the name the call and the contract give it."""
    gettext = translations(language).gettext
    names = table_pack(atlas().pack("bavarian"), language, "schafkopf")["names"]
    assert isinstance(names, dict)
    for suit, call in ACE_CALLS.items():
        assert names[f"{suit}A"] == gettext(call), suit
        if language not in DECLINED:
            assert gettext(call).casefold() in gettext(RUFER[suit]).casefold(), suit


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_pack_names_its_aces_as_aces(language: str) -> None:
    """No card is named "Daus" any more: the rules, the contracts and the messages say ace
    (the rules tell that the German cards print it as the Daus)."""
    ace = translations(language).gettext("Ace")
    for pack in atlas().packs:
        for game in (None, *pack.games):
            names = table_pack(pack, language, game)["names"]
            assert isinstance(names, dict)
            for code, name in names.items():
                assert "Daus" not in name, (pack.id, game, code, name)
                if code[1] == "A" and game != "schafkopf":
                    assert ace in name, (pack.id, game, code, name)


def test_german_schafkopf_calls_the_ace_sau_and_skat_ass(client: TestClient) -> None:
    german = {"accept-language": "de"}
    assert '"aA": "Eichel-Sau"' in client.get("/play/schafkopf", headers=german).text
    skat = client.get("/play/skat?pack=bavarian", headers=german).text
    assert '"aA": "Eichel-Ass"' in skat
