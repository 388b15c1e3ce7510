"""A real OCTGN install carries full rules prose in `Text` (and MageAbilities/MageTraining):
the converter keeps only the facts, and the result builds into a working library."""

from __future__ import annotations

import json

from spellforge.convert import convert_sets
from spellforge.library import Library

FULL_SET = """<?xml version="1.0" encoding="utf-8"?>
<set name="Core" id="ebf54167" gameId="g">
 <cards>
  <card id="8df84f88-e24a-4517-aae5-8595c09cc3cd" name="Bear Strength">
   <property name="Type" value="Enchantment" /><property name="Subtype" value="" />
   <property name="Cost" value="2+3" /><property name="Action" value="Quick" />
   <property name="Range" value="0-2" /><property name="Target" value="Living Creature" />
   <property name="School" value="Nature" /><property name="Level" value="1" />
   <property name="Traits" value="" /><property name="CardID" value="MW1E01" />
   <property name="Text" value="Enchanted creature gains [Melee +2] and Piercing... see Codex. Flavour: the bear wakes." />
  </card>
  <card id="5f0f0f0f-0000-4000-8000-000000000001" name="Mage Wand">
   <property name="Type" value="Equipment" /><property name="Cost" value="5" />
   <property name="School" value="Arcane" /><property name="Level" value="1" />
   <property name="StatEquipmentSlot" value="Weapon" /><property name="Traits" value="Cantrip, Novice" />
   <property name="Text" value="Bind an incantation. [Spellbind]" />
  </card>
 </cards>
</set>"""

MAGES = """<?xml version="1.0" encoding="utf-8"?>
<set name="Mages" id="m" gameId="g"><cards>
 <card id="2b2ab8c5-0000-4000-8000-000000000000" name="Beastmaster"><property name="Type" value="Creature" /></card>
 <card id="665fd551-0000-4000-8000-000000000000" name="Beastmaster Stats">
  <property name="Type" value="Magestats" /><property name="StatLife" value="36" /><property name="StatChanneling" value="10" />
  <property name="StatArmor" value="0" /><property name="StatSpellBookPoints" value="120" /><property name="StatStartingMana" value="0" />
  <property name="MageSchoolCost" value="Nature=1, Fire=3" /><property name="Traits" value="Melee +1" />
  <property name="MageAbilities" value="Pet: long prose we do not keep." /><property name="MageTraining" value="Nature; Fire is hard." />
  <property name="cAttacks" value="name=Basic Melee Attack;action type=Quick;range type=Melee;range=(0,0);dice=3" />
 </card>
</cards></set>"""


def test_full_text_set_converts_to_facts_and_builds(tmp_path):
    src = tmp_path / "octgn"
    src.mkdir()
    (src / "core.xml").write_text(FULL_SET, encoding="utf-8")
    (src / "mages.xml").write_text(MAGES, encoding="utf-8")
    out = tmp_path / "db"
    summary = convert_sets(src, out)
    assert summary["spell_names"] == 2 and summary["mages"] == 1

    core = json.loads((out / "sets" / "core.json").read_text(encoding="utf-8"))
    bear = next(c for c in core["cards"] if c["name"] == "Bear Strength")
    assert bear["granted_traits"] == [["Melee", 2, "Melee +2"]]
    assert "Flavour" not in json.dumps(core)  # no prose survives
    mages = (out / "mages.json").read_text(encoding="utf-8")
    assert "long prose" not in mages and "Fire is hard" not in mages

    lib = Library.build_and_open(tmp_path / "data", out)
    assert lib.card_by_name("Bear Strength").reveal_cost == 3
    assert lib.card_by_name("Mage Wand").novice
    assert lib.mage("Beastmaster").melee_bonus == 1
