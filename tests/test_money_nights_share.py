"""What one night of an amount comes to, whether said for a night, a month or the whole stay.

The dialog state (a search's ``max_price``) and long-term memory (a remembered budget) both cap a
night's price, so both read an amount through :func:`language.money.nights_share`.
"""

import pytest

from language.money import MoneyReading, nights_share


@pytest.mark.parametrize(
    ("amount", "money", "stay_nights", "expected"),
    [
        # "120 a night": as said
        (120, MoneyReading(basis="night"), None, 120),
        # "1500 dollars a month": a thirtieth
        (1500, MoneyReading(basis="month"), None, 50),
        # "2100 for the week": the nights it covers
        (2100, MoneyReading(basis="stay", nights=7), None, 300),
        # "1000 for the whole trip", the trip said earlier to be 5 nights
        (1000, MoneyReading(basis="stay"), 5, 200),
        # "1000 for the whole trip", no length known: nothing to spread it over yet
        (1000, MoneyReading(basis="stay"), None, 1000),
        # "800 reais por pessoa pelo período todo", 4 nights: each person's night
        (800, MoneyReading(basis="person", whole_stay=True), 4, 200),
        # "60 each": a person's night, left for the party size to multiply
        (60, MoneyReading(basis="person"), 4, 60),
        # "4000 libras tol mes" for a stay of 25 nights said by its dates: the stay's nights
        (4000, MoneyReading(basis="month", whole_stay=True), 25, 160),
        # a month's rent for a stay of ten nights is still a thirtieth a night
        (3000, MoneyReading(basis="month", whole_stay=True), 10, 100),
    ],
)
def test_a_nights_share(
    amount: float, money: MoneyReading, stay_nights: int | None, expected: float
) -> None:
    assert nights_share(amount, money, stay_nights) == pytest.approx(expected)


def test_nights_named_with_the_amount_win_over_the_stay_said_elsewhere() -> None:
    # "900 for these 3 nights" in a stay said earlier to be a week
    assert nights_share(900, MoneyReading(basis="stay", nights=3), 7) == 300
