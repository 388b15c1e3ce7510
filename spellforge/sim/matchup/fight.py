"""An attack from one side on the other, by the rulebook's attack sequence (rules digest §5.1):
declare (a Dazed attacker's check), avoid (a hidden Block or Reverse Attack its owner reveals, else
one Defense roll), dice and effects for each strike, the damage barrier, the counterstrike (a
guard's or a Retaliate's), the guard losing its marker. Burn, Rot and curses' damage in the Upkeep.
"""

from __future__ import annotations

from bisect import bisect_right

from spellforge.sim.game.dice import FACES_ROLLED, damage_distribution
from spellforge.sim.game.spell_model import AttackProfile
from spellforge.sim.game.dice import soaked_damage
from spellforge.sim.matchup import invisible
from spellforge.sim.matchup.aim import expected_on
from spellforge.sim.matchup.pieces import Piece, distance, inside, push_options
from spellforge.sim.matchup.skulls import skull_destroyed, skull_poison

# the Crush attack (L2436-2438): 3 dice, unavoidable, no effects
CRUSH = AttackProfile("Crush", "melee", False, 3, 0, 1, False, False, False, False, ())

_SAMPLERS: dict[tuple[int, int, bool], tuple[tuple[int, ...], int]] = {}


class FightMixin:
    rng = None
    round = 0
    banners: tuple = ()  # the revealed enchantments whose aura helps their bearer's zone friends (spells.py)
    upkeep_curses = False  # an Arcane Corruption or a Moloch's Torment has come into play (spells.py, gear.py)
    _pending_push = None

    def log(self, kind: str, side: int, **params) -> None:
        if self._log is not None:
            self._log.append((self.round, kind, side, params))

    def d12(self) -> int:
        return int(self.rng.random() * 12) + 1

    def _face(self) -> tuple[int, bool]:
        return FACES_ROLLED[int(self.rng.random() * 6)]

    def healed(self, piece, dice: int) -> int:
        """The damage a heal of `dice` attack dice removes from piece (crits count as normal, L1400)."""
        return min(piece.damage, sum(f for f, _ in (self._face() for _ in range(dice))))

    def roll_damage(self, dice: int, armor: int, incorporeal: bool = False) -> int:
        """One roll's damage after armor, drawn from the exact distribution (sim/game/dice.py);
        `incorporeal`: on an Incorporeal target by a non-Ethereal attack, its "2"s count as 0."""
        key = (dice, armor, incorporeal)
        sampler = _SAMPLERS.get(key)
        if sampler is None:
            dist = damage_distribution(dice, armor, incorporeal=incorporeal)
            sampler = _SAMPLERS[key] = (dist.cumulative, dist.total)
        cum, total = sampler
        return bisect_right(cum, self.rng.randrange(total))

    # -- the attack sequence ---------------------------------------------------------------------
    def attack(self, attacker: Piece | None, side: int, source: str, profile: AttackProfile, target: Piece,
               bonus: int = 0, piercing: int = 0, spell: bool = False, counter: bool = False,
               unavoidable: bool = False) -> int:
        """Resolve one attack of `side` (from `attacker`, None for a spell's own source) on
        `target`; returns the damage dealt."""
        melee = profile.kind == "melee" and not spell
        if attacker is not None and ((attacker.charm >= 0 or attacker.smitten) and self.spares(attacker, target, profile)
                                     or attacker.pacify and not counter and self.pacified(attacker, side)):
            return 0  # Charm, Song of Love forbid it; Pacify unpaid cancels it (versus.py)
        if attacker is not None and attacker.invisible:
            invisible.declared(self, attacker, side)  # it declares the attack: seen from now (003 L743-744)
        if profile.sacrifice and attacker is not None and not counter:
            attacker.removed = True  # destroyed as the cost of declaring it: no Daze check after (003 L711-714)
            self.destroyed(attacker)
        if melee and attacker is not None and attacker.flank is not None:
            extra = self.flank_bonus(attacker, target)  # Flank Attack: Melee +N, Piercing +N (spells.py)
            bonus, piercing = bonus + extra, piercing + extra
        if self.banners and melee and attacker is not None:
            bonus += self.banner_bonus(attacker, "Melee")  # Standard Bearer (spells.py)
        if melee and attacker is not None and attacker.thirst and target.damage and target.living:
            bonus += attacker.thirst  # Bloodthirsty +N (L2236-2238): Zombie Frenzy (frenzy.py)
        if melee and target.burn and self.sides[side].burn_melee and attacker is not None:
            bonus += self.burn_bonus(side, attacker)  # Bloodfire Helmet's Demons (gear.py)
        if self.sides[side].tides and attacker is not None and attacker.is_mage:
            bonus += self.tide_dice(side, profile)  # Ring of Tides, with the Initiative (gear.py)
        if profile.zone and not counter:
            return self.zone_attack(attacker, side, source, profile, target.zone, bonus, piercing, spell)
        if target.toll and melee and not counter and attacker is not None and not self.pay_toll(attacker, target):
            return 0  # Suppression Cloak: not paid, the attack is not made (gear.py; the AI picks none it cannot pay)
        if target.fear and melee and not counter and self.fear_stops(attacker, target):
            return 0  # Helm of Fear: the attack is cancelled (gear.py)
        if attacker is not None and attacker.daze and not unavoidable and not profile.sacrifice:
            roll = self.d12()
            self.log("daze_check", side, attacker=attacker.name, roll=roll)
            if roll <= 6:  # a Dazed attacker misses on 1-6 (L2472-2474)
                self._after_melee(attacker, target, melee, counter, struck=False)
                return 0
        sure = melee and attacker is not None and (attacker.sure or attacker.unavoidable_round == self.round)
        if not unavoidable and not profile.zone and self._avoided(attacker, side, source, profile, target, spell,
                                                                  bonus, piercing, sure):
            self._after_melee(attacker, target, melee, counter, struck=False)
            return 0
        if target.marked and target.marked_round != self.round:
            target.marked_round = self.round  # Marked for Death: +1 die on the first attack each round
            bonus += target.marked
        self._pending_push = None
        dealt = self.strikes(side, source, profile, target, bonus, piercing, weak=0 if spell or attacker is None
                             else attacker.weak + attacker.weaken,
                             ethereal=melee and attacker is not None and attacker.ethereal, killer=attacker if melee else None)
        if dealt and target.charm == side and attacker is not None and attacker.is_mage:
            self.charm_broken(target)  # Charm's controller attacked and damaged it (versus.py, 003 L586)
        if dealt and attacker is not None and attacker.subtypes:
            self.strike_by(attacker, target)  # Flank Attack's condition (spells.py)
        if dealt and attacker is not None and self.sides[side].conjs and target.side != side and not target.is_mage:
            self.carnage(side, attacker, target)  # Altar of Carnage (conjurers.py)
        if self._pending_push is target and target.alive:  # a Push from the effect die
            origin = attacker.zone if attacker is not None else self.sides[side].mage.zone
            self.push(side, source, target, origin)
        if attacker is not None and attacker.vampiric and melee and dealt and attacker.living and not attacker.finite:
            healed = min(attacker.damage, (dealt + 1) // 2)  # half the melee damage, rounded up (L2076)
            attacker.damage -= healed
        self._after_melee(attacker, target, melee, counter, struck=True)
        return dealt

    def zone_attack(self, attacker, side, source, profile, zone, bonus, piercing, spell) -> int:
        """A zone attack: Unavoidable, rolled for every creature in the zone, friend or foe, each
        in turn (L1270-1284); one Daze check for the whole attack (L2474)."""
        if attacker is not None and attacker.daze and not profile.sacrifice:
            roll = self.d12()
            self.log("daze_check", side, attacker=attacker.name, roll=roll)
            if roll <= 6:
                return 0
        dealt = 0
        for s in self.sides:
            for p in s.pieces():
                if p.zone == zone and p.alive and p is not attacker:
                    hit = self.strikes(side, source, profile, p, bonus, piercing,
                                       ethereal=profile.kind == "melee" and not spell and attacker is not None
                                       and attacker.ethereal)
                    if hit and p.charm == side and attacker is not None and attacker.is_mage:
                        self.charm_broken(p)  # its controller's zone attack damaged it (003 L585)
                    dealt += hit if p.side != side else 0
        return dealt

    def _avoided(self, attacker, side, source, profile, target, spell, bonus, piercing, sure=False) -> bool:
        """Whether the attack is avoided. `sure`: an Unavoidable attack — it still makes a hidden
        Block or Reverse Attack be revealed and discarded without effect (003 L172), a Forcefield
        still stops it (003 L688), no Defense may be used (000 L1314)."""
        owner = self.sides[target.side]
        for tag in ("block", "reverse") if target.enchantments else ():  # (hidden() finds none without)
            ench = target.hidden(tag)
            if ench is not None and ench.owner == target.side and sure:
                target.enchantments.remove(ench)
                self.log("block_wasted", target.side, card=ench.spell.name, bearer=target.name, attacker=source)
                break
            if ench is not None and ench.owner == target.side and owner.mana >= ench.spell.reveal_cost:
                # a hidden Block is revealed when its bearer is attacked: the attack is avoided (L1054-1072)
                owner.mana -= ench.spell.reveal_cost
                self.destroy_enchantment(ench)
                self.log("block", target.side, card=ench.spell.name, card_id=ench.spell.card_id, bearer=target.name,
                         attack=profile.name, attacker=source)
                if tag == "reverse" and attacker is not None and attacker.alive:
                    self.strikes(side, source, profile, attacker, bonus, piercing)  # rolled against the attacker
                return True
        if target.forcefield > 0:  # a Forcefield token cancels the attack (read as the goldfish does)
            target.forcefield -= 1
            self.log("forcefield", target.side, bearer=target.name, left=target.forcefield)
            return True
        if target.orb and profile.kind != "melee" and target.orb_round != self.round and not sure:
            target.orb_round = self.round  # Force Orb: its own Defense, ranged attacks only, despite conditions
            roll = self.d12()
            self.log("defense", target.side, bearer=target.name, roll=roll, need=target.orb, ok=roll >= target.orb)
            if roll >= target.orb:
                return True
        if target.defense and target.defense_round != self.round and not target.stun and not target.sleep and not sure \
                and self.defense_paid(target):  # the Forcemaster's Deflect costs 1 mana (mage_powers.py)
            target.defense_round = self.round  # once a round (L1304)
            roll = self.d12()
            need = max(2, target.defense - target.defense_bonus) + 2 * target.daze + 2 * bool(target.restrained)
            # Defense +1 (gear.py), Daze, Restrained (L2474, L2310)
            self.log("defense", target.side, bearer=target.name, roll=roll, need=need, ok=roll >= need)
            if roll >= need:
                return True
        return False

    def strikes(self, side: int, source: str, profile: AttackProfile, target: Piece, bonus: int = 0,
                piercing: int = 0, weak: int = 0, ethereal: bool = False, killer: Piece | None = None) -> int:
        """`killer`: the creature making a melee attack (the Ziggurat's reanimation, conjurers.py)."""
        ward = self.things and target.side != side  # Fortified Position, Sacred Ground (zones.py)
        armor = 0 if profile.critical else max(0, target.armor_now() + (self.ward_armor(target) if ward else 0)
                                                 + (self.banner_bonus(target, "Armor") if self.banners else 0)
                                                 - profile.piercing - piercing)
        aegis = max(target.aegis, self.ward_aegis(target)) if ward else target.aegis
        # Incorporeal: a non-Ethereal attack's "2"s count as 0 and its effects and conditions do not
        # touch it; an Ethereal one hits in full, bar Burn (Burnproof) (000 L929-934, L2304-2306, L2554-2556)
        ghost = target.incorporeal and not (ethereal or profile.ethereal)
        total = 0
        for strike in range(profile.strikes):
            if not target.alive:
                break
            # Weak on the attacker, Aegis on the target: never below 1 die (L1338, L2546-2548)
            dice = max(1, (profile.dice + bonus if strike == 0 else profile.dice) - weak - aegis)
            rolled = soaked_damage(self.rng, dice, armor, target.crit_soak) if target.crit_soak and not profile.critical \
                else self.roll_damage(dice, armor, ghost)  # Veteran's Belt (gear.py)
            if target.is_mage and rolled:
                rolled = self.shielded(target, rolled)  # the Voltaric Shield (mage_powers.py)
            damage = min(rolled, target.left)
            target.damage += damage
            if damage and target.sleep:
                self.wake(target)
            total += damage
            effects = []
            if profile.effects and not ghost:
                roll = self.d12()
                row = next((r for r in profile.effects if r.low <= roll <= r.high), None)
                if row is not None:
                    target.burn += 0 if target.incorporeal else row.burn
                    target.rot += row.rot
                    target.corrode += row.corrode
                    target.daze += row.daze
                    target.stun += row.stun + row.slam  # Slammed: no action until it stands up (read as a Stun)
                    target.weak += row.weak
                    if row.push and target.alive:
                        self._pending_push = target
                    if self._log is not None:  # (only the event names them)
                        effects = [k for k, n in (("Burn", row.burn), ("Rot", row.rot), ("Corrode", row.corrode),
                                                  ("Daze", row.daze), ("Stun", row.stun + row.slam),
                                                  ("Weak", row.weak)) if n]
            if target.side != side and target.holds is None:  # a zone attack also hits friends; a vine is no enemy
                dealt = self.sides[side].damage  # (a Counter's += on a new key goes through its Python __missing__)
                dealt[source] = dealt.get(source, 0) + damage
            if self._log is not None:
                self.log("attack", side, attacker=source, target=target.name, attack=profile.name, dice=dice,
                         damage=damage, effects=effects)
            if not target.alive:
                self.destroyed(target, killer)
        return total

    def push(self, side: int, source: str, target: Piece, origin: tuple[int, int]) -> None:
        """1 zone directly away from `origin` (the pusher chooses from the same zone: the arena's
        wall when it can, else away from its own mage); into the arena's wall it is Crushed
        instead: an unavoidable 3-dice attack, Armor as usual (L2436-2438, L2494-2502)."""
        if target.restrained or target.conj is not None:
            return  # Unmovable (Force Hold, Tanglevine; a conjuration, L962): it cannot be pushed (L2296)
        x, y = target.zone
        options = push_options(target.zone, origin)

        def walled(o) -> bool:  # the arena's wall, or a Passage Blocked wall but for a flyer (L2500, L2697)
            to = (x + o[0], y + o[1])
            wall = self.walls.get(frozenset((target.zone, to))) if inside(to) else None
            return not inside(to) or wall is not None and wall.blocks and not target.flying
        if any(walled(o) for o in options):
            self.log("crush", side, piece=target.name, source=source)
            self.strikes(side, source, CRUSH, target)
            return
        home = self.sides[side].mage.zone
        ox, oy = max(options, key=lambda o: distance((x + o[0], y + o[1]), home))  # away from the pusher's mage
        if self.walls:
            self.cross(target, (x + ox, y + oy))  # through a wall with Passage Attack: it suffers it (L2500)
            if not target.alive:
                return
        target.zone = (x + ox, y + oy)
        target.guard = False  # it left the zone it guarded
        self.log("pushed", side, piece=target.name, zone=list(target.zone))
        if self.things:
            self.entered(target)

    def _after_melee(self, attacker: Piece | None, target: Piece, melee: bool, counter: bool, struck: bool) -> None:
        if not melee or attacker is None:
            return
        if struck and target.barrier is not None and attacker.alive:
            profile, ench = target.barrier  # after a successful melee attack, once (L1489-1497)
            self.log("barrier", target.side, bearer=target.name, card=ench.spell.name)
            self.strikes(target.side, ench.spell.name, profile, attacker)
        was_guard = target.guard
        target.guard = False  # a melee-attacked guard loses its marker (L1509, L1584)
        if counter or not target.alive or not attacker.alive or target.stun or target.sleep:
            return
        if was_guard or target.counterstrike is not None:
            best = max((a for a in target.attacks if a.kind == "melee" and not a.full),
                       key=lambda a: expected_on(a, attacker, target.melee, ethereal=target.ethereal), default=None)
            if best is None or (target.charm >= 0 or target.smitten) and self.spares(target, attacker, best):
                return  # Charm, Song of Love: no counterstrike on whom they spare either (versus.py)
            self.log("counterstrike", target.side, attacker=target.name, target=attacker.name)
            if target.counterstrike is not None and not was_guard:
                self.destroy_enchantment(target.counterstrike)  # Retaliate goes after its counterstrike
            self.attack(target, target.side, target.name, best, attacker, bonus=target.melee, counter=True)

    # -- objects leave play ---------------------------------------------------------------------
    def destroyed(self, piece: Piece, melee_killer: Piece | None = None) -> None:
        self.log("destroyed", piece.side, piece=piece.name)
        if not piece.is_mage and not (melee_killer is not None and self.ziggurat(piece, melee_killer)):
            self.to_discard(piece)  # its card to its owner's discard pile, or Rise Again (spells.py)
        for ench in list(piece.enchantments):
            self.destroy_enchantment(ench, quiet=True)
        if piece.holds is not None:
            self.release(piece)  # a vine destroyed: its creature is free
        for vine in list(piece.held):
            vine.removed = True  # an attached conjuration goes with its creature (L970)
            self.release(vine)
        if piece.is_mage:
            self.mage_down = True
        elif piece.conj is not None:
            self.conj_gone(piece)  # a conjuration in a zone (conjurers.py)
        else:
            creatures = self.sides[piece.side].creatures
            if piece in creatures:
                creatures.remove(piece)
                self.record.lost[piece.side] += 1  # the goldfish's "creatures lost" (figures.py)
                if self._auras:
                    self.refresh_auras()  # Animal Kinship's bonus may go with it (conjurers.py)
                if self.sides[1 - piece.side].conjs:
                    skull_destroyed(self, piece)  # a Skull token on an enemy Altar of Skulls (skulls.py)
        if not piece.removed and piece.damage >= piece.life and not piece.is_mage:
            last = next((a for a in piece.attacks if a.on_death), None)  # destroyed by damage: Detonate on 7+
            if last is not None and self.d12() >= last.on_death:
                self.zone_attack(None, piece.side, piece.name, last, piece.zone, 0, piece.piercing, False)

    def destroy_enchantment(self, ench, quiet: bool = False) -> None:
        bearer = ench.bearer
        was_alive = bearer.alive
        if ench in bearer.enchantments:
            bearer.enchantments.remove(ench)
            self.sides[ench.owner].mana += ench.spell.tags.get("decoy", 0)  # Decoy: mana when destroyed (spells.py)
            self.record.gained[ench.owner] += ench.spell.tags.get("decoy", 0)
            if ench.revealed:
                self.apply_enchantment(ench, -1)
        if not quiet and ench.revealed:
            self.log("enchantment_gone", ench.owner, card=ench.spell.name, bearer=bearer.name)
        if was_alive and not bearer.alive:
            self.destroyed(bearer)  # it lost the Life +X it needed

    # -- the Upkeep (L528-536) --------------------------------------------------------------------
    def conditions_upkeep(self, piece: Piece) -> None:
        if piece.conj is not None:
            self.conj_upkeep(piece)  # a siege engine's Load token (conjurers.py)
        if piece.raged or piece.smitten or piece.linked:
            self.versus_upkeep(piece)  # Dissipate tokens, Death Link (versus.py)
        if piece.forcefield < piece.forcefield_max:
            piece.forcefield += 1  # one token comes back each Upkeep
        regen = max(piece.regen, self.regen_here(piece)) if self.sides[piece.side].groves else piece.regen
        if regen and piece.living and piece.damage and not piece.finite:
            piece.damage -= min(piece.damage, regen)
        if piece.burn:
            # one attack die per Burn token, direct damage; a blank removes the token (L2106-2108)
            damage = 0
            for _ in range(piece.burn):
                face = int(self.rng.random() * 6)
                if face < 2:
                    piece.burn -= 0 if piece.keep_burn else 1
                else:
                    damage += 1 if face in (2, 4) else 2
            self._direct(piece, damage, "Burn")
        if piece.rot and piece.alive:
            self._direct(piece, 1, "Rot")  # 1 a round, however many tokens (L2116-2118)
        if piece.dot and piece.alive:
            self._direct(piece, piece.dot, "curse")
        if self.upkeep_curses and piece.enchantments and piece.alive:
            self.curses_upkeep(piece)  # Arcane Corruption, Moloch's Torment (spells.py)
        if piece.held and piece.alive:
            self.vines_upkeep(piece)
        for _ in range(piece.lullaby if piece.alive else 0):  # Lullaby: 7+ Stun, else Daze
            if self.d12() >= 7:
                piece.stun = max(piece.stun, 1)
            else:
                piece.daze += 1
        if self.things and piece.alive:
            self.clouds_upkeep(piece)
        if self._skulls and piece.alive:
            skull_poison(self, piece)  # an awake Altar of Skulls (skulls.py)

    def wake(self, piece: Piece) -> None:
        """A sleeper that takes damage: its Sleep token turns over to a Daze (000 L2440-2442)."""
        piece.sleep = False
        piece.daze += 1
        self.log("woken", piece.side, piece=piece.name)

    def _direct(self, piece: Piece, damage: int, source: str) -> None:
        damage = min(damage, piece.left)
        if not damage:
            return
        piece.damage += damage
        if piece.sleep:
            self.wake(piece)
        self.sides[1 - piece.side].damage[source] += damage
        self.log("direct", piece.side, piece=piece.name, source=source, damage=damage)
        if not piece.alive:
            self.destroyed(piece)
