"""At a shared table no view carries a card its reader may not know at that moment: 100
complete deals per game, every seat a person's, each seat's view and a spectator's checked
after every action (the views the API answers and the event streams send are these; the
API tests check them through HTTP, at fewer deals)."""

import random
from pathlib import Path

import pytest
from company import LOOK, check_view_of

from cardavia.games.registry import GAMES
from cardavia.store.database import connect, migrate
from cardavia.store.tables import TableStore
from cardavia.web.service import TableService
from cardavia.web.shared_tables import SharedTables

DEALS = 100


@pytest.mark.parametrize("game", list(GAMES))
def test_no_seat_and_no_spectator_ever_sees_a_card_it_may_not_know(
    tmp_path: Path, game: str
) -> None:
    engine = connect(f"sqlite:///{tmp_path / 'leaks.db'}")
    migrate(engine)
    tables = TableService(TableStore(engine))
    company = SharedTables(tables)
    people = [f"person-{seat}" for seat in range(GAMES[game].players)]
    for who in people:
        company.save_player(who, who, LOOK)
    seats = list(range(1, len(people)))
    loaded = company.start(people[0], game, None, "easy", seats, False, None)
    table_id = loaded.stored.id
    for seat, who in enumerate(people[1:], start=1):
        company.sit(who, loaded.stored.invitation or "", seat)
    company.begin(people[0], table_id)
    rng = random.Random(game)
    readers = [*people, "a spectator"]
    for _deal in range(DEALS):
        while True:
            loaded = tables.load(people[0], table_id)
            state = loaded.session.current
            for reader in readers:
                check_view_of(tables.view(loaded, reader, "en"), state)
            if state.is_over:
                break
            mover = people[state.to_move or 0]
            action = rng.choice(state.legal_actions()).to_json()
            tables.act(mover, table_id, loaded.stored.version, action)
        if loaded.session.match_over:
            loaded = company.start(people[0], game, None, "easy", seats, False, None)
            table_id = loaded.stored.id
            for seat, who in enumerate(people[1:], start=1):
                company.sit(who, loaded.stored.invitation or "", seat)
            company.begin(people[0], table_id)
            continue
        for who in people:
            tables.deal_next(who, table_id, loaded.stored.version)
    engine.dispose()
