<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk">
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
        <source>Declaring a count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answering a count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crib</source>
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
