"""Matchups: two spellbooks play each other by the rulebook's round (docs/matchup.md).

pieces.py   the objects of a two-sided game (pieces in the 4×3 arena, enchantments, sides) and
            which cards the matchup plays
fight.py    an attack from one side on the other: guards, Block, Defense, dice, effects,
            damage barrier, counterstrike; Burn and Rot in the Upkeep
ai.py       the two players: the planner's preparation order and a tactical layer (targets,
            guards, dispels, movement)
conjurers.py conjurations in a zone that attack by themselves, outposts and auras, both sides
game.py     one seeded game: channel, upkeep, plan, deploy, Initiative, alternating actions
batch.py    many games behind one seam (run_batch: every core, cancellable) and the report
figures.py  the goldfish's per-round figures of each side (sim/report/matchup_goldfish.py)
dummy.py    the goldfish's dummy opponent (--opponent dummy) as a side: its SideSpec and policy hooks
"""
