<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AnswerDialog</name>
    <message>
        <source>Answer the count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 counts the crib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 counts their hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, your answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the count. The first claim settles it; if everyone accepts, the declared count stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points missed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overcount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the count stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim points they missed (if they missed none, they get your claim).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They claimed too much: the excess moves to you.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last hand is hidden. %1, click when you are ready to see your tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1 — show my tiles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CribbageTable</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would take the count past 31.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card cannot be used now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) for the crib first.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You have a card that fits: you cannot say go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reached %2 and loses: %3 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double skunk!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skunk!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crib (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player lays away to the crib of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The play: a new count starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut for the deal: %1 (lowest deals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay away (%1/%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>said go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The show…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: choose %n card(s) for the crib, then Lay away.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cut the deck for the starter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: play a card; gold cards keep the count at 31 or under.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nothing fits. Say Go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: declare your count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: answer the declared count.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CribbageTexts</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new cribbage match for %1 players to %2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muggins: players count their own hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowball: whoever reaches the target loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut for the first deal: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: %2 deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 lays away %n card(s) to the crib.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The starter is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>His heels: the dealer pegs 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2, count %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, and pegs %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 says go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 pegs %n point(s) for the go or last card.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The count starts again from 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crib (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) counts %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): declared %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls muggins, claiming %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls overcount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settled (true count %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double skunk!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skunk!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 −%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeclareDialog</name>
    <message>
        <source>Count the crib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your crib with the starter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand with the starter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many points do you count? Type a number from 0 to 29 or click it, then press Enter. Opponents may call muggins on points you miss, or overcount if you claim too many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a number from 0 to 29.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare a count to go on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DominoTable</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody can play; everyone counts their tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The others count the tiles left in their hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing to %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boneyard: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open ends: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line is empty: the leader may open with any tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the match. Start a new game from the Game menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over. Click “Next round” to deal again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play. Pass the screen to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fit an open end. Pick a highlighted tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: you drew %2 and it fits — you must play it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no tile fits. Draw from the boneyard (click it or press D).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no tile fits and the boneyard is empty. Pass (P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: you lead. Click any tile to open the line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: choose an end for %2 (click a glowing end, or Up/Down then Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: your turn. %n tile(s) fit; click one, drag it to an end, or use the arrow keys.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DominoTexts</name>
    <message>
        <source>a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new match for %1 players to %2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 leads, chosen by lot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 leads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the left end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the right end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: opens with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: plays %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> and scores %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: draws %n tile(s) from the boneyard.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: draws from the boneyard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: draws %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot play and passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is blocked: nobody can play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: has played every tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 −%n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: reaches the target and wins the match!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Muggins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tally marks on the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Muggins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome! Start a new game or continue the last one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s table is not available yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That match is already over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record cannot be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the match record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match records (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Muggins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muggins Desktop %1
Muggins dominoes and cribbage with the Muggins rule, against the computer or friends at one screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats (in playing order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muggins dominoes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cribbage options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two partnerships (partners sit opposite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowball (reaching the target loses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muggins: players count their own hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowball is played with automatic counting, so Muggins is off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cribbage table is coming in a later version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>121 points (full game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>61 points (short game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player for themselves. Target: %1 points (250 for two players, 200 for three or four).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule texts are not installed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>No match yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play points · penalty / running total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: use your computer user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominoes players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cribbage players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cribbage game to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer pause:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer thinking time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer opponent %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue baize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>121 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>61 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muggins: players count their own hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowball: reaching the target loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowball is always played without Muggins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partnerships with four players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominoes scores as tally marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before leaving a running match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These settings cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings apply now but could not be saved for next time: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>Count settled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crib (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True count: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared: %1    True count: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing scores in this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Muggins, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The count reached the target: no answers were asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: gains %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: loses %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pegged automatically.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declared count stands; nothing changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Muggins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominoes scored in fives, and cribbage with the Muggins rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the last match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New dominoes game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New cribbage game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cribbage table is coming soon.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished matches yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skunks given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skunks received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muggins calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points you left uncounted in your own hands and cribs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (partnerships)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Ends add up to a multiple of five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fifteen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>His nobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>His heels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thirty-one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles left in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowball: the first to reach the target loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double skunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowball is played without Muggins: hands are counted automatically.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overcount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard to the crib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut for the starter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is already over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is to act now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move does not belong to this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tile} does not fit there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the end of the line for {tile}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tile} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tile} opens the line, so it needs no end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew {tile} and it fits, so you must play it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have something that fits, so you must play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boneyard is empty; there is nothing to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may pass only when the boneyard is empty; draw a tile instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not possible at this stage of the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same card is chosen twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} would take the count past 31.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players do not answer their own count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A partner never answers their partner&apos;s count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not this player&apos;s turn to answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A declared count is a whole number from 0 to 29.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer must be accept, muggins or overcount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A muggins call must say how many points it claims.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A muggins call claims from 1 to 29 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a muggins call names points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Lay away exactly %n card(s) to the crib.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
