"""Against any opponent: the mage's step into spell range only when it is safe (`safe_step`), a
creature's way back to fight the enemy melee on its mage (`rescue`), and an idle mage's safe step
toward an enemy mage out of its reach (`press`) (docs/matchup.md "The AI", "The weak rows"). Part
of the AI, used by MatchGame (sim/matchup/game.py)."""

from __future__ import annotations

from spellforge.sim.matchup import approach, dummy
from spellforge.sim.matchup.aim import threat
from spellforge.sim.matchup.pieces import distance, step_toward


def _melee_danger(game, side, zone, ahead: bool = False) -> float:
    """Expected damage a round of the enemy melee creatures that could move into `zone` and attack
    there this round (1 zone, Fast 2; Rooted, Restrained, Stunned or asleep: none). `ahead`: or in
    the next round — a creature still to act this round counts from twice its move (it walks up
    now and attacks then: our mage never walks away)."""
    total = 0.0
    foe = 1 - side.idx
    if ahead and game._in_actions:
        walking = {id(p) for p in game._queues.get(foe, ())}
    else:
        walking = ()
    for p in game.sides[foe].creatures:
        if not p.alive or p.slow is None or p.restrained or p.stun or p.sleep \
                or not any(a.kind == "melee" for a in p.attacks):
            continue
        if distance(p.zone, zone) <= (2 if p.fast else 1) * (2 if id(p) in walking and not p.slow else 1):
            total += threat(p)
    return total


def safe_step(game, side, to, spells) -> bool:
    """Whether our mage may walk into `to` to cast one of `spells` (a move, then the quick half):
    always when one of them would hit the enemy mage; else only when no more enemy melee reaches
    it there than where it stands, this round or the next (a creature still to act walks up now
    and strikes then; the mage never walks away). A decent player does not walk into melee to
    shoot at a creature: the Druid and Forcemaster lost games that way, and the Siren to the
    Warlock's Goran (docs/matchup.md "Weak rows", "The AI")."""
    foe = game.sides[1 - side.idx].mage
    for s in spells:
        pick = game.spell_target(side, s, moved=True)
        if pick is not None and pick[0] is foe:
            return True
    return _melee_danger(game, side, to, True) <= _melee_danger(game, side, side.mage.zone, True)


def rescue(game, side, piece) -> bool:
    """A melee creature of ours with nothing in reach, within a move of our mage's zone where enemy
    melee creatures stand, goes back and attacks them (a move, then a quick attack: L690-695)
    instead of walking on toward the enemy mage. True if it did. An Invisible enemy there counts
    too, though it cannot be attacked now (it may be once it has declared an attack and is seen):
    kept as measured — with the Invisible left out, the Priest's creatures walked on and the
    Forcemaster scored 95 % against her instead of 73 (docs/matchup.md "Elusive, and Mind Control's reveal")."""
    mage = side.mage
    if piece.zone == mage.zone or piece.slow is None or piece.slow or piece.restrained or piece.slow_curse \
            or distance(piece.zone, mage.zone) > (2 if piece.fast else 1) \
            or not any(a.kind == "melee" for a in piece.attacks) or piece.raged:
        return False
    if _melee_danger(game, side, mage.zone) < 1.0 or not any(
            p.zone == mage.zone and p.alive for p in game.sides[1 - side.idx].creatures):
        return False
    for i in range(2 if piece.fast else 1):
        if not game.walk(side, piece, first=i == 0, goal=mage.zone) or piece.zone == mage.zone:
            break
    if piece.zone != mage.zone or not piece.alive:
        return True  # it moved (or fell on the way): its action phase is over
    choice = game.best_attack(side, piece, full_ok=False)
    if choice is not None:
        game.do_attack(side, piece, choice)
    return True


def press(game, side) -> bool:
    """Our mage's action is unused (nothing cast, nothing attacked, no mana to meditate for) and the
    enemy mage is beyond the reach of its own attacks and of the attack spells left in its book: it
    walks one zone toward the enemy mage, when that step brings no more enemy melee on it this round
    or the next than where it stands (`_melee_danger`, as safe_step). A decent player does not stand
    idle in its corner with spells that reach 1-2 zones: the Forcemaster did, round after round, and
    scored 12 % against the official books (docs/matchup.md "The AI"). Against a harmless opponent idle_advance does this
    (approach.py). True if it moved."""
    if side.spec.dummy:
        return dummy.advance(game, side)  # the goldfish's dummy walks by its own policy (dummy.py)
    to = press_zone(game, side)
    if to is None:
        return False
    mage = side.mage
    mage.zone = to
    game.log("move", side.idx, piece=mage.name, zone=list(to))
    if game.things:
        game.entered(mage)
    return True


def press_zone(game, side):
    """The zone `press` walks our (not dummy) mage into, or None: it stays."""
    mage, goal = side.mage, game.sides[1 - side.idx].mage.zone
    if mage.zone == goal or mage.restrained or mage.held or approach.harmless(game, side):
        return None
    reach = approach.attack_reach(game, side)
    if reach < 0 or distance(mage.zone, goal) <= reach:
        return None
    to = step_toward(mage.zone, goal)
    if frozenset((to, mage.zone)) in game.walls \
            or _melee_danger(game, side, to, True) > _melee_danger(game, side, mage.zone, True):
        return None
    return to


def keep_guard(game, side, piece) -> bool:
    """A creature with no attack at all (the goldfish's guard, batch.passive_side) guards its mage:
    in its mage's zone it takes the Guard marker (a quick action, L1561-1608), elsewhere (pushed
    away) it walks back. It never walks at the enemy: it could do nothing there. True if it acted."""
    mage = side.mage
    if piece.attacks or not mage.alive:
        return False
    if piece.zone == mage.zone:
        piece.guard = True
        game.log("guard", side.idx, piece=piece.name)
    elif piece.slow is not None:
        game.walk(side, piece, goal=mage.zone)
    return True
