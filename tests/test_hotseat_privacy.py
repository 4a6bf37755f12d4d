"""Hotseat privacy as plain rules (hotseat.py): who is shown, who is hidden, whom the curtain calls."""

from buraco_qt.session.hotseat import HotseatPrivacy


def follow(privacy: HotseatPrivacy, humans, seat_to_move: int, playing: bool = True, players: int = 4) -> None:
    privacy.follow(humans, 0, players=players, seat_to_move=seat_to_move, playing=playing)


def test_one_person_sees_their_own_hand_and_no_curtain():
    privacy = HotseatPrivacy(0)
    follow(privacy, [0], seat_to_move=2)
    assert privacy.viewer == 0 and privacy.curtain_seat is None and privacy.hidden == set()
    assert not privacy.hides(0) and not privacy.lift()


def test_the_turn_of_another_person_hides_every_hand_until_they_come():
    privacy = HotseatPrivacy(0)
    follow(privacy, [0, 2], seat_to_move=0)
    assert privacy.curtain_seat == 0 and privacy.hides(0) and privacy.hides(2)     # nobody called yet
    assert privacy.lift()
    follow(privacy, [0, 2], seat_to_move=0)
    assert privacy.curtain_seat is None and privacy.viewer == 0
    assert not privacy.hides(0) and privacy.hides(2)
    follow(privacy, [0, 2], seat_to_move=1)                   # a computer plays: the person stays
    assert privacy.curtain_seat is None and privacy.viewer == 0 and privacy.hides(2)
    follow(privacy, [0, 2], seat_to_move=2)                   # the partner's turn: the curtain calls them
    assert privacy.curtain_seat == 2 and privacy.viewer == 2 and privacy.hides(0) and privacy.hides(2)
    privacy.lift()
    follow(privacy, [0, 2], seat_to_move=2)
    assert privacy.viewer == 2 and privacy.hides(0) and not privacy.hides(2)


def test_after_the_hand_the_person_at_the_screen_stays_and_a_new_match_calls_again():
    privacy = HotseatPrivacy(0)
    follow(privacy, [0, 1], seat_to_move=1, players=2)
    privacy.lift()
    follow(privacy, [0, 1], seat_to_move=0, playing=False, players=2)
    assert privacy.viewer == 1 and privacy.curtain_seat is None and privacy.hides(0)
    privacy.reset()
    follow(privacy, [0, 1], seat_to_move=0, playing=False, players=2)
    assert privacy.curtain_seat == 0 and privacy.hides(0) and privacy.hides(1)
