"""How a deal's result reads for one seat: what AI players maximise and arenas measure."""

from cardavia.core.game import DealResult


def opponents(players: int, team_game: bool, declaring: frozenset[int], seat: int) -> list[int]:
    """The seats playing against ``seat`` in a deal: the other side once there is a
    declaring side; everybody else when nobody played (in a team game, the other team)."""
    if declaring:
        mine = seat in declaring
        return [other for other in range(players) if (other in declaring) != mine]
    if team_game:
        return [other for other in range(players) if (other - seat) % 2]
    return [other for other in range(players) if other != seat]


def relative_score(players: int, team_game: bool, result: DealResult, seat: int) -> float:
    """The seat's score minus the mean score of the other side in the deal."""
    others = opponents(players, team_game, result.declaring_seats, seat)
    return result.scores[seat] - sum(result.scores[other] for other in others) / len(others)
