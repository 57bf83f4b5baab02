"""The policy model: each legal action's probability as a softmax of a linear score of
its features (a conditional logit), one weight vector per kind of decision, stored as a
small versioned JSON file (``FORMAT``)."""

import json
import math
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from cardavia.ai.policy.features import KINDS, decision
from cardavia.ai.search.sampling import GameObservation
from cardavia.core.game import Action

FORMAT = "cardavia-policy/1"
SHIPPED = "policy-model.json"
"""The model shipped in this package (``shipped_model``)."""


class PolicyModelError(ValueError):
    """A policy model file that this version of Cardavia cannot use."""


class PolicyModel:
    """How likely each legal action is, for every kind of decision in ``weights``; a
    decision of a kind the model has no weights for is taken uniformly."""

    def __init__(self, weights: dict[str, list[float]], about: dict[str, Any]) -> None:
        """``weights``: per kind of decision (``features.KINDS``), one weight per feature;
        ``about``: how the model was made (seed, deals, decisions), kept in its file."""
        for kind, values in weights.items():
            if kind not in KINDS or len(values) != len(KINDS[kind]):
                raise PolicyModelError(f"the model has no place for weights of {kind!r}")
        self.weights = weights
        self.about = about

    def probabilities(self, observation: GameObservation) -> list[float]:
        """The probability of each of ``observation.legal_actions``, in order."""
        legal = observation.legal_actions
        found = decision(observation) if len(legal) > 1 else None
        weights = None if found is None else self.weights.get(found.kind)
        if found is None or weights is None:
            return [1 / len(legal)] * len(legal)
        scores = [sum(w * x for w, x in zip(weights, row, strict=True)) for row in found.rows]
        top = max(scores)
        exps = [math.exp(score - top) for score in scores]
        total = sum(exps)
        return [value / total for value in exps]

    def probability(self, observation: GameObservation, action: Action) -> float:
        """The probability that the seat takes ``action`` (one of its legal actions)."""
        legal = observation.legal_actions
        if len(legal) < 2:
            return 1.0
        return self.probabilities(observation)[list(legal).index(action)]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            **self.about,
            "kinds": {
                kind: {
                    "features": list(KINDS[kind]),
                    "weights": [round(value, 5) for value in self.weights[kind]],
                }
                for kind in sorted(self.weights)
            },
        }

    def save(self, path: Path) -> None:
        """Writes the model as JSON: the same model gives the same bytes."""
        path.write_text(json.dumps(self.to_json(), indent=1) + "\n", encoding="utf-8")


def model_from_json(data: object, source: str) -> PolicyModel:
    """The model of a parsed model file; ``PolicyModelError`` names what is wrong, and
    ``source`` (a file name) where."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        found = data.get("format") if isinstance(data, dict) else None
        raise PolicyModelError(
            f"{source} is not a {FORMAT} policy model (its format: {found!r}); "
            "regenerate it with `cardavia model train`"
        )
    kinds = data.get("kinds")
    if not isinstance(kinds, dict):
        raise PolicyModelError(f'{source} has no weights ("kinds")')
    weights: dict[str, list[float]] = {}
    for kind, entry in kinds.items():
        expected = list(KINDS.get(kind, ()))
        if not isinstance(entry, dict) or entry.get("features") != expected:
            raise PolicyModelError(
                f"{source} describes {kind!r} decisions by other features than this version "
                "of Cardavia: regenerate it with `cardavia model train`"
            )
        weights[kind] = [float(value) for value in entry["weights"]]
    about = {key: value for key, value in data.items() if key not in ("format", "kinds")}
    return PolicyModel(weights, about)


def load_model(path: Path) -> PolicyModel:
    """The model in the file ``path``."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise PolicyModelError(f"cannot read the policy model {path}: {error}") from None
    return model_from_json(data, str(path))


@cache
def shipped_model() -> PolicyModel:
    """The model shipped with Cardavia, read once."""
    text = resources.files("cardavia.ai.policy").joinpath(SHIPPED).read_text(encoding="utf-8")
    return model_from_json(json.loads(text), SHIPPED)
