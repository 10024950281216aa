<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Coach</name>
    <message numerus="yes">
        <source>makes 15 for %n</source>
        <translation>
            <numerusform>makes 15 for %n</numerusform>
            <numerusform>makes 15 for %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>makes 31 for %n</source>
        <translation>
            <numerusform>makes 31 for %n</numerusform>
            <numerusform>makes 31 for %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a pair for %n</source>
        <translation>
            <numerusform>a pair for %n</numerusform>
            <numerusform>a pair for %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>three of a kind for %n</source>
        <translation>
            <numerusform>three of a kind for %n</numerusform>
            <numerusform>three of a kind for %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>four of a kind for %n</source>
        <translation>
            <numerusform>four of a kind for %n</numerusform>
            <numerusform>four of a kind for %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a run for %n</source>
        <translation>
            <numerusform>a run for %n</numerusform>
            <numerusform>a run for %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n</source>
        <translation>
            <numerusform>scores %n</numerusform>
            <numerusform>scores %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You missed %n point(s): %1.</source>
        <translation>
            <numerusform>You missed %n point: %1.</numerusform>
            <numerusform>You missed %n points: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You counted %n point(s) too many.</source>
        <translation>
            <numerusform>You counted %n point too many.</numerusform>
            <numerusform>You counted %n points too many.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CribbageTable</name>
    <message numerus="yes">
        <source>Choose %n card(s) for the crib first.</source>
        <translation>
            <numerusform>Choose %n card for the crib first.</numerusform>
            <numerusform>Choose %n cards for the crib first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: choose %n card(s) for the crib, then Lay away.</source>
        <translation>
            <numerusform>%1: choose %n card for the crib, then Lay away.</numerusform>
            <numerusform>%1: choose %n cards for the crib, then Lay away.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CribbageTexts</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lay away %n card(s) to the crib.</source>
        <translation>
            <numerusform>You lay away %n card to the crib.</numerusform>
            <numerusform>You lay away %n cards to the crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lays away %n card(s) to the crib.</source>
        <translation>
            <numerusform>%1 lays away %n card to the crib.</numerusform>
            <numerusform>%1 lays away %n cards to the crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, and peg %n point(s).</source>
        <translation>
            <numerusform>, and peg %n point.</numerusform>
            <numerusform>, and peg %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, and pegs %n point(s).</source>
        <translation>
            <numerusform>, and pegs %n point.</numerusform>
            <numerusform>, and pegs %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You peg %n point(s) for the go.</source>
        <translation>
            <numerusform>You peg %n point for the go.</numerusform>
            <numerusform>You peg %n points for the go.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You peg %n point(s) for the last card.</source>
        <translation>
            <numerusform>You peg %n point for the last card.</numerusform>
            <numerusform>You peg %n points for the last card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You peg %n point(s) for the go or last card.</source>
        <translation>
            <numerusform>You peg %n point for the go or last card.</numerusform>
            <numerusform>You peg %n points for the go or last card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pegs %n point(s) for the go.</source>
        <translation>
            <numerusform>%1 pegs %n point for the go.</numerusform>
            <numerusform>%1 pegs %n points for the go.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pegs %n point(s) for the last card.</source>
        <translation>
            <numerusform>%1 pegs %n point for the last card.</numerusform>
            <numerusform>%1 pegs %n points for the last card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pegs %n point(s) for the go or last card.</source>
        <translation>
            <numerusform>%1 pegs %n point for the go or last card.</numerusform>
            <numerusform>%1 pegs %n points for the go or last card.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DominoTable</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In hand: %n pip(s)</source>
        <translation>
            <numerusform>In hand: %n pip</numerusform>
            <numerusform>In hand: %n pips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: your turn. %n tile(s) fit; click one, drag it to an end, or use the arrow keys.</source>
        <translation>
            <numerusform>%1: your turn. %n tile fits; click it, drag it to an end, or use the arrow keys.</numerusform>
            <numerusform>%1: your turn. %n tiles fit; click one, drag it to an end, or use the arrow keys.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drew %n tile(s).</source>
        <translation>
            <numerusform>You drew %n tile.</numerusform>
            <numerusform>You drew %n tiles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DominoTexts</name>
    <message numerus="yes">
        <source> and scores %n point(s).</source>
        <translation>
            <numerusform> and scores %n point.</numerusform>
            <numerusform> and scores %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and score %n point(s).</source>
        <translation>
            <numerusform> and score %n point.</numerusform>
            <numerusform> and score %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n tile(s) from the boneyard.</source>
        <translation>
            <numerusform>You draw %n tile from the boneyard.</numerusform>
            <numerusform>You draw %n tiles from the boneyard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: draws %n tile(s) from the boneyard.</source>
        <translation>
            <numerusform>%1: draws %n tile from the boneyard.</numerusform>
            <numerusform>%1: draws %n tiles from the boneyard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 −%n</source>
        <translation>
            <numerusform>%1 −%n</numerusform>
            <numerusform>%1 −%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryScan</name>
    <message numerus="yes">
        <source>Reading the match library: %1 of %n match(es)…</source>
        <translation>
            <numerusform>Reading the match library: %1 of %n match…</numerusform>
            <numerusform>Reading the match library: %1 of %n matches…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchRows</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message numerus="yes">
        <source>%n point(s) missed.</source>
        <translation>
            <numerusform>%n point missed.</numerusform>
            <numerusform>%n points missed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called muggins and took %n of them.</source>
        <translation>
            <numerusform>%1 called muggins and took %n of them.</numerusform>
            <numerusform>%1 called muggins and took %n of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called an overcount: %n point(s) taken back and given to the caller.</source>
        <translation>
            <numerusform>%1 called an overcount: %n point taken back and given to the caller.</numerusform>
            <numerusform>%1 called an overcount: %n points taken back and given to the caller.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The count was %n point(s) too high, but nobody called an overcount: it stood.</source>
        <translation>
            <numerusform>The count was %n point too high, but nobody called an overcount: it stood.</numerusform>
            <numerusform>The count was %n points too high, but nobody called an overcount: it stood.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called muggins wrongly: %n point(s) more for this count.</source>
        <translation>
            <numerusform>%1 called muggins wrongly: %n point more for this count.</numerusform>
            <numerusform>%1 called muggins wrongly: %n points more for this count.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 missed %n point(s): muggins for that many takes them all.</source>
        <translation>
            <numerusform>%1 missed %n point: muggins for that many takes them all.</numerusform>
            <numerusform>%1 missed %n points: muggins for that many takes them all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 counted %n point(s) too many: an overcount call takes them from the counter and gives them to the caller.</source>
        <translation>
            <numerusform>%1 counted %n point too many: an overcount call takes them from the counter and gives them to the caller.</numerusform>
            <numerusform>%1 counted %n points too many: an overcount call takes them from the counter and gives them to the caller.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The muggins call was wrong: %n point(s) went to the counter.</source>
        <translation>
            <numerusform>The muggins call was wrong: %n point went to the counter.</numerusform>
            <numerusform>The muggins call was wrong: %n points went to the counter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableReader</name>
    <message numerus="yes">
        <source>Playing to %n point(s)</source>
        <translation>
            <numerusform>Playing to %n point</numerusform>
            <numerusform>Playing to %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points, %n tile(s) left</source>
        <translation>
            <numerusform>%1: %2 points, %n tile left</numerusform>
            <numerusform>%1: %2 points, %n tiles left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line: %n tile(s), from %1 to %2</source>
        <translation>
            <numerusform>Line: %n tile, from %1 to %2</numerusform>
            <numerusform>Line: %n tiles, from %1 to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Boneyard: %n tile(s)</source>
        <translation>
            <numerusform>Boneyard: %n tile</numerusform>
            <numerusform>Boneyard: %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n tile(s)</source>
        <translation>
            <numerusform>Your hand: %n tile</numerusform>
            <numerusform>Your hand: %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points, %n card(s) left</source>
        <translation>
            <numerusform>%1: %2 points, %n card left</numerusform>
            <numerusform>%1: %2 points, %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Crib: %n card(s)</source>
        <translation>
            <numerusform>Crib: %n card</numerusform>
            <numerusform>Crib: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>Your hand: %n card</numerusform>
            <numerusform>Your hand: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message numerus="yes">
        <source>Lay away exactly %n card(s) to the crib.</source>
        <translation>
            <numerusform>Lay away exactly %n card to the crib.</numerusform>
            <numerusform>Lay away exactly %n cards to the crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
</TS>
