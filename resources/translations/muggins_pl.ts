<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Muggins</source>
        <translation>O programie Muggins</translation>
    </message>
    <message>
        <source>Muggins Desktop %1</source>
        <translation>Muggins Desktop %1</translation>
    </message>
    <message>
        <source>Muggins dominoes and cribbage with the Muggins rule, against the computer or friends at one screen.</source>
        <translation>Domino Muggins i cribbage z regułą Muggins — przeciwko komputerowi albo ze znajomymi przy jednym ekranie.</translation>
    </message>
    <message>
        <source>License: %1</source>
        <translation>Licencja: %1</translation>
    </message>
    <message>
        <source>Saved games and statistics: %1
Settings: %2</source>
        <translation>Zapisane gry i statystyki: %1
Ustawienia: %2</translation>
    </message>
    <message>
        <source>Read the &amp;rules</source>
        <translation>&amp;Przeczytaj zasady</translation>
    </message>
</context>
<context>
    <name>AnswerDialog</name>
    <message>
        <source>Answer the count</source>
        <translation>Odpowiedź na liczenie</translation>
    </message>
    <message>
        <source>%1 counts the crib</source>
        <translation>%1 liczy krib</translation>
    </message>
    <message>
        <source>%1 counts their hand</source>
        <translation>%1 liczy swoją rękę</translation>
    </message>
    <message>
        <source>%1, your answer</source>
        <translation>%1, twoja odpowiedź</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Karta startowa</translation>
    </message>
    <message>
        <source>Declared:</source>
        <translation>Podano:</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>Podano: %1</translation>
    </message>
    <message>
        <source>Check the count. The first claim settles it; if everyone accepts, the declared count stands.</source>
        <translation>Sprawdź liczenie. Pierwsze zgłoszenie rozstrzyga; jeśli wszyscy przyjmą, podana liczba zostaje.</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Przyjmij</translation>
    </message>
    <message>
        <source>&amp;Muggins</source>
        <translation>&amp;Muggins</translation>
    </message>
    <message>
        <source>&amp;points missed:</source>
        <translation>prz&amp;eoczone punkty:</translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation>Przeoczone punkty</translation>
    </message>
    <message>
        <source>&amp;Overcount</source>
        <translation>&amp;Zawyżenie</translation>
    </message>
    <message>
        <source>Let the count stand.</source>
        <translation>Zostaw liczenie bez zmian.</translation>
    </message>
    <message>
        <source>Claim points they missed (if they missed none, they get your claim).</source>
        <translation>Zabierz przeoczone punkty (jeśli niczego nie przeoczono, liczący dostaje tyle punktów, ile zgłosisz).</translation>
    </message>
    <message>
        <source>They claimed too much: the excess moves to you.</source>
        <translation>Policzono za dużo: nadwyżka przechodzi na ciebie.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Muggins is already open for this user; switch to its window.</source>
        <translation>Muggins jest już otwarty dla tego użytkownika; przejdź do jego okna.</translation>
    </message>
    <message>
        <source>Muggins cannot start: its lock file %1 is a folder, a link or a pipe; remove it and start again.</source>
        <translation>Muggins nie może się uruchomić: jego plik blokady %1 jest folderem, dowiązaniem lub potokiem; usuń go i uruchom ponownie.</translation>
    </message>
    <message>
        <source>Muggins cannot start: its lock file %1 has other hard links; remove it and start again.</source>
        <translation>Muggins nie może się uruchomić: jego plik blokady %1 ma inne dowiązania twarde; usuń go i uruchom ponownie.</translation>
    </message>
    <message>
        <source>Muggins cannot start: its lock file %1 cannot be written; check the disk and the folder&apos;s rights.</source>
        <translation>Muggins nie może się uruchomić: nie można zapisać jego pliku blokady %1; sprawdź dysk i uprawnienia folderu.</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <source>Muggins cannot open its window: the system library %1 is missing; install the package %2 (on Fedora: %3) and start it again.</source>
        <translation>Muggins nie może otworzyć okna: brakuje biblioteki systemowej %1; zainstaluj pakiet %2 (w Fedorze: %3) i uruchom ponownie.</translation>
    </message>
</context>
<context>
    <name>CardStrip</name>
    <message>
        <source>%1, starter %2</source>
        <translation>%1, karta startowa %2</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dwójka</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trójka</translation>
    </message>
    <message>
        <source>four</source>
        <translation>czwórka</translation>
    </message>
    <message>
        <source>five</source>
        <translation>piątka</translation>
    </message>
    <message>
        <source>six</source>
        <translation>szóstka</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siódemka</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ósemka</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>dziewiątka</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dziesiątka</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>walet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>król</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Throw %1</source>
        <translation>Odłóż %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Zagraj %1</translation>
    </message>
    <message>
        <source>Say go</source>
        <translation>Powiedz „go”</translation>
    </message>
    <message>
        <source>Open with %1</source>
        <translation>Zacznij od %1</translation>
    </message>
    <message>
        <source>%1 on the left</source>
        <translation>%1 z lewej</translation>
    </message>
    <message>
        <source>%1 on the right</source>
        <translation>%1 z prawej</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Dobierz</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasuj</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>Podaj %1</translation>
    </message>
    <message>
        <source>Call muggins for %1</source>
        <translation>Zawołaj muggins za %1</translation>
    </message>
    <message>
        <source>Call an overcount</source>
        <translation>Zgłoś zawyżenie</translation>
    </message>
    <message>
        <source>Accept the count</source>
        <translation>Przyjmij liczenie</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odkładanie do kriba</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>Domino play</source>
        <translation>Ruch w domino</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Liczenie</translation>
    </message>
    <message>
        <source>Answer to a count</source>
        <translation>Odpowiedź na liczenie</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Przełożenie talii</translation>
    </message>
    <message numerus="yes">
        <source>makes 15 for %n</source>
        <translation>
            <numerusform>daje 15 za %n punkt</numerusform>
            <numerusform>daje 15 za %n punkty</numerusform>
            <numerusform>daje 15 za %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>makes 31 for %n</source>
        <translation>
            <numerusform>daje 31 za %n punkt</numerusform>
            <numerusform>daje 31 za %n punkty</numerusform>
            <numerusform>daje 31 za %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a pair for %n</source>
        <translation>
            <numerusform>para za %n punkt</numerusform>
            <numerusform>para za %n punkty</numerusform>
            <numerusform>para za %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>three of a kind for %n</source>
        <translation>
            <numerusform>trzy jednakowe za %n punkt</numerusform>
            <numerusform>trzy jednakowe za %n punkty</numerusform>
            <numerusform>trzy jednakowe za %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>four of a kind for %n</source>
        <translation>
            <numerusform>cztery jednakowe za %n punkt</numerusform>
            <numerusform>cztery jednakowe za %n punkty</numerusform>
            <numerusform>cztery jednakowe za %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a run for %n</source>
        <translation>
            <numerusform>sekwens za %n punkt</numerusform>
            <numerusform>sekwens za %n punkty</numerusform>
            <numerusform>sekwens za %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>a ten</source>
        <translation>karta o wartości 10</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>leaves ends of %1</source>
        <translation>suma końców: %1</translation>
    </message>
    <message>
        <source>%1, risky: the next player may score about %2</source>
        <translation>%1, ryzykownie: następny gracz może zdobyć około %2</translation>
    </message>
    <message>
        <source>%1, little to answer with</source>
        <translation>%1, rywale mają niewiele do odpowiedzi</translation>
    </message>
    <message>
        <source>leaves %1</source>
        <translation>zostawia sumę %1</translation>
    </message>
    <message>
        <source>%1, risky against %2</source>
        <translation>%1, ryzyko: %2</translation>
    </message>
    <message>
        <source>%1, safe</source>
        <translation>%1, bezpiecznie</translation>
    </message>
    <message>
        <source>the count starts again</source>
        <translation>suma zaczyna się od zera</translation>
    </message>
    <message>
        <source>nothing fits under 31</source>
        <translation>żadna karta nie mieści się w 31</translation>
    </message>
    <message numerus="yes">
        <source>scores %n</source>
        <translation>
            <numerusform>daje %n punkt</numerusform>
            <numerusform>daje %n punkty</numerusform>
            <numerusform>daje %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>reaches the target</source>
        <translation>osiąga cel</translation>
    </message>
    <message>
        <source>your last tile: the others pay for theirs</source>
        <translation>twój ostatni kamień: pozostali płacą za swoje</translation>
    </message>
    <message>
        <source>keeps %1 (%2 pips)</source>
        <translation>zostawia %1 (oczek: %2)</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Zostaw</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Odłóż</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ręka</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Krib</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Teraz</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Odpowiedź</translation>
    </message>
    <message>
        <source>Round outlook</source>
        <translation>Prognoza rundy</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Dlaczego</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Bilans</translation>
    </message>
    <message numerus="yes">
        <source>You missed %n point(s): %1.</source>
        <translation>
            <numerusform>Przeoczono %n punkt: %1.</numerusform>
            <numerusform>Przeoczono %n punkty: %1.</numerusform>
            <numerusform>Przeoczono %n punktów: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You counted %n point(s) too many.</source>
        <translation>
            <numerusform>Policzono o %n punkt za dużo.</numerusform>
            <numerusform>Policzono o %n punkty za dużo.</numerusform>
            <numerusform>Policzono o %n punktów za dużo.</numerusform>
        </translation>
    </message>
    <message>
        <source>No hints for counting: that is the skill Muggins tests.</source>
        <translation>Przy liczeniu nie ma podpowiedzi: właśnie tę umiejętność sprawdza Muggins.</translation>
    </message>
    <message>
        <source>A hint appears when it is your turn.</source>
        <translation>Podpowiedź pojawi się, gdy przyjdzie twoja kolej.</translation>
    </message>
    <message>
        <source>Only one thing to do here.</source>
        <translation>Tu możliwy jest tylko jeden ruch.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Scores: %1 (target %2)</source>
        <translation>Wyniki: %1 (cel: %2)</translation>
    </message>
    <message>
        <source>Hand %1, dealer: %2</source>
        <translation>Rozdanie %1, rozdaje: %2</translation>
    </message>
    <message>
        <source>Your cards: %1</source>
        <translation>Twoje karty: %1</translation>
    </message>
    <message>
        <source>Laid away: %1</source>
        <translation>Odłożone: %1</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Karta startowa: %1</translation>
    </message>
    <message>
        <source>Count: %1 (%2)</source>
        <translation>Suma: %1 (%2)</translation>
    </message>
    <message>
        <source>Counting %1: %2 with %3</source>
        <translation>Liczy %1: %2 i karta startowa %3</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>Podano: %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <translation>Łańcuch: %1</translation>
    </message>
    <message>
        <source>Open ends: %1 and %2</source>
        <translation>Otwarte końce: %1 i %2</translation>
    </message>
    <message>
        <source>Your tiles: %1</source>
        <translation>Twoje kamienie: %1</translation>
    </message>
    <message>
        <source>Tiles in other hands: %1; boneyard: %2</source>
        <translation>Kamienie u innych graczy: %1; pula: %2</translation>
    </message>
</context>
<context>
    <name>CoachActions</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>Take &amp;back</source>
        <translation>&amp;Cofnij ruch</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>P&amp;rzegląd meczu…</translation>
    </message>
    <message>
        <source>&amp;Practice counting</source>
        <translation>&amp;Trening liczenia</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Hints are off when several people share the table (Settings can turn them on).</source>
        <translation>Gdy przy jednym ekranie gra kilka osób, podpowiedzi są wyłączone (można je włączyć w ustawieniach).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <source>Review a match</source>
        <translation>Wybierz mecz do przeglądu</translation>
    </message>
    <message>
        <source>Saved games and records (*.json *.jsonl)</source>
        <translation>Zapisane gry i zapisy meczów (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Ponów r&amp;uch</translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation>Przekaż ekran: %1</translation>
    </message>
    <message>
        <source>The last hand is hidden. %1, click or press Enter when you are ready to see your cards.</source>
        <translation>Ostatnia ręka jest ukryta. %1, kliknij lub naciśnij Enter, gdy zechcesz zobaczyć swoje karty.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>To ja, %1 — pokaż moje karty</translation>
    </message>
    <message>
        <source>I am %1 — show my tiles</source>
        <translation>To ja, %1 — pokaż moje kamienie</translation>
    </message>
    <message>
        <source>The last hand is hidden. %1, click or press Enter when you are ready to see your tiles.</source>
        <translation>Ostatnia ręka jest ukryta. %1, kliknij lub naciśnij Enter, gdy zechcesz zobaczyć swoje kamienie.</translation>
    </message>
</context>
<context>
    <name>CribbageTable</name>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Poczekaj na swoją kolej.</translation>
    </message>
    <message>
        <source>%1 would take the count past 31.</source>
        <translation>Z %1 suma przekroczy 31.</translation>
    </message>
    <message>
        <source>That card cannot be used now.</source>
        <translation>Tej karty nie można teraz użyć.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) for the crib first.</source>
        <translation>
            <numerusform>Najpierw wybierz %n kartę do kriba.</numerusform>
            <numerusform>Najpierw wybierz %n karty do kriba.</numerusform>
            <numerusform>Najpierw wybierz %n kart do kriba.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have a card that fits: you cannot say go.</source>
        <translation>Masz kartę, którą możesz zagrać, więc nie możesz powiedzieć „go”.</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <source>%1 reached %2 and loses: %3 wins!</source>
        <translation>%1 osiąga %2 i przegrywa: wygrywa %3!</translation>
    </message>
    <message>
        <source>Double skunk!</source>
        <translation>Podwójny skunks!</translation>
    </message>
    <message>
        <source>Skunk!</source>
        <translation>Skunks!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Zobacz stół</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Przegląd</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rewanż</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>partner</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>myśli…</translation>
    </message>
    <message>
        <source>played %1</source>
        <translation>zagrano %1</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Karta startowa</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Talia</translation>
    </message>
    <message>
        <source>Crib (%1)</source>
        <translation>Krib (%1)</translation>
    </message>
    <message>
        <source>Hand (%1)</source>
        <translation>Ręka (%1)</translation>
    </message>
    <message>
        <source>Each player lays away to the crib of %1</source>
        <translation>Każdy odkłada karty do kriba: %1</translation>
    </message>
    <message>
        <source>? shows the keys</source>
        <translation>? — lista klawiszy</translation>
    </message>
    <message>
        <source>Count: %1</source>
        <translation>Suma: %1</translation>
    </message>
    <message>
        <source>%1 declares %2 for the crib</source>
        <translation>%1: krib — podano %2</translation>
    </message>
    <message>
        <source>%1 declares %2 for the hand</source>
        <translation>%1: ręka — podano %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n karta w ręce</numerusform>
            <numerusform>%n karty w ręce</numerusform>
            <numerusform>%n kart w ręce</numerusform>
        </translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>The play: a new count starts</source>
        <translation>Rozgrywka: nowa suma od zera</translation>
    </message>
    <message>
        <source>Each player lays away to your crib</source>
        <translation>Każdy odkłada karty do twojego kriba</translation>
    </message>
    <message>
        <source>Counting %1</source>
        <translation>Liczenie: %1</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>Podano: %1</translation>
    </message>
    <message>
        <source>Cut for the deal: %1 (lowest deals)</source>
        <translation>Przełożenie o rozdanie: %1 (rozdaje najniższa karta)</translation>
    </message>
    <message>
        <source>Lay away (%1/%2)</source>
        <translation>Odłóż (%1/%2)</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Przełóż</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>rozdaje</translation>
    </message>
    <message>
        <source>said go</source>
        <translation>go</translation>
    </message>
    <message>
        <source>The show</source>
        <translation>Liczenie rąk</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>W lewo / W prawo</translation>
    </message>
    <message>
        <source>move the cursor over your cards</source>
        <translation>przesuwa kursor po twoich kartach</translation>
    </message>
    <message>
        <source>1 – 6</source>
        <translation>1 – 6</translation>
    </message>
    <message>
        <source>pick that card (choose it for the crib, or play it)</source>
        <translation>bierze tę kartę (wybiera ją do kriba albo zagrywa)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spacja</translation>
    </message>
    <message>
        <source>choose or play the card under the cursor</source>
        <translation>wybiera lub zagrywa kartę pod kursorem</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>lay away, cut, play, or go on to the next hand</source>
        <translation>odkłada, przekłada talię, zagrywa albo przechodzi do następnego rozdania</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>say go</source>
        <translation>mówi „go”</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>put chosen cards back</source>
        <translation>cofa wybór kart</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Mecz zakończony.</translation>
    </message>
    <message>
        <source>The show…</source>
        <translation>Liczenie rąk…</translation>
    </message>
    <message>
        <source>The count is settled. Next hand (Enter) goes on.</source>
        <translation>Liczenie rozstrzygnięte. „Następne rozdanie” (Enter) — i gra potoczy się dalej.</translation>
    </message>
    <message>
        <source>The count is settled; play goes on in a moment.</source>
        <translation>Liczenie rozstrzygnięte; gra zaraz potoczy się dalej.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Kolej: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: choose %n card(s) for the crib, then Lay away.</source>
        <translation>
            <numerusform>%1: wybierz %n kartę do kriba i naciśnij „Odłóż”.</numerusform>
            <numerusform>%1: wybierz %n karty do kriba i naciśnij „Odłóż”.</numerusform>
            <numerusform>%1: wybierz %n kart do kriba i naciśnij „Odłóż”.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cut the deck for the starter.</source>
        <translation>%1: przełóż talię, aby odkryć kartę startową.</translation>
    </message>
    <message>
        <source>%1: play a card; gold cards keep the count at 31 or under.</source>
        <translation>%1: zagraj kartę; ze złotymi kartami suma nie przekroczy 31.</translation>
    </message>
    <message>
        <source>%1: nothing fits. Say Go.</source>
        <translation>%1: nic nie pasuje. Powiedz „go”.</translation>
    </message>
    <message>
        <source>%1: play a card that keeps the count at 31 or under.</source>
        <translation>%1: zagraj kartę, z którą suma nie przekroczy 31.</translation>
    </message>
    <message>
        <source>%1: declare your count.</source>
        <translation>%1: podaj liczbę punktów.</translation>
    </message>
    <message>
        <source>%1: answer the declared count.</source>
        <translation>%1: odpowiedz na podaną liczbę.</translation>
    </message>
    <message>
        <source>points this hand / running total</source>
        <translation>punkty w rozdaniu / suma bieżąca</translation>
    </message>
    <message>
        <source>Count settled</source>
        <translation>Liczenie rozstrzygnięte</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Twój ruch.</translation>
    </message>
</context>
<context>
    <name>CribbageTexts</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>a card</source>
        <translation>karta</translation>
    </message>
    <message>
        <source>A new cribbage match for %1 players to %2 points.</source>
        <translation>Nowy mecz cribbage: graczy %1, gra do %2 punktów.</translation>
    </message>
    <message>
        <source>Muggins: players count their own hands.</source>
        <translation>Muggins: gracze sami liczą swoje ręce.</translation>
    </message>
    <message>
        <source>Lowball: whoever reaches the target loses.</source>
        <translation>Lowball: kto osiągnie cel, przegrywa.</translation>
    </message>
    <message>
        <source>Cut for the first deal: %1.</source>
        <translation>Przełożenie o pierwsze rozdanie: %1.</translation>
    </message>
    <message>
        <source>Hand %1: you deal.</source>
        <translation>Rozdanie %1: rozdajesz ty.</translation>
    </message>
    <message>
        <source>Hand %1: %2 deals.</source>
        <translation>Rozdanie %1: rozdaje %2.</translation>
    </message>
    <message numerus="yes">
        <source>You lay away %n card(s) to the crib.</source>
        <translation>
            <numerusform>Odkładasz %n kartę do kriba.</numerusform>
            <numerusform>Odkładasz %n karty do kriba.</numerusform>
            <numerusform>Odkładasz %n kart do kriba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lays away %n card(s) to the crib.</source>
        <translation>
            <numerusform>%1 odkłada %n kartę do kriba.</numerusform>
            <numerusform>%1 odkłada %n karty do kriba.</numerusform>
            <numerusform>%1 odkłada %n kart do kriba.</numerusform>
        </translation>
    </message>
    <message>
        <source>The starter is %1.</source>
        <translation>Karta startowa: %1.</translation>
    </message>
    <message>
        <source>His heels: the dealer pegs 2.</source>
        <translation>Heels: rozdający dostaje 2 punkty.</translation>
    </message>
    <message>
        <source>You play %2, count %3</source>
        <translation>Kładziesz %2, suma %3</translation>
    </message>
    <message numerus="yes">
        <source>, and peg %n point(s).</source>
        <translation>
            <numerusform> i zdobywasz %n punkt.</numerusform>
            <numerusform> i zdobywasz %n punkty.</numerusform>
            <numerusform> i zdobywasz %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays %2, count %3</source>
        <translation>%1 kładzie %2, suma %3</translation>
    </message>
    <message numerus="yes">
        <source>, and pegs %n point(s).</source>
        <translation>
            <numerusform> i zdobywa %n punkt.</numerusform>
            <numerusform> i zdobywa %n punkty.</numerusform>
            <numerusform> i zdobywa %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <source>You say go.</source>
        <translation>Mówisz „go”.</translation>
    </message>
    <message numerus="yes">
        <source>You peg %n point(s) for the go or last card.</source>
        <translation>
            <numerusform>Zdobywasz %n punkt za go lub ostatnią kartę.</numerusform>
            <numerusform>Zdobywasz %n punkty za go lub ostatnią kartę.</numerusform>
            <numerusform>Zdobywasz %n punktów za go lub ostatnią kartę.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 says go.</source>
        <translation>%1 mówi „go”.</translation>
    </message>
    <message numerus="yes">
        <source>You peg %n point(s) for the go.</source>
        <translation>
            <numerusform>Zdobywasz %n punkt za go.</numerusform>
            <numerusform>Zdobywasz %n punkty za go.</numerusform>
            <numerusform>Zdobywasz %n punktów za go.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You peg %n point(s) for the last card.</source>
        <translation>
            <numerusform>Zdobywasz %n punkt za ostatnią kartę.</numerusform>
            <numerusform>Zdobywasz %n punkty za ostatnią kartę.</numerusform>
            <numerusform>Zdobywasz %n punktów za ostatnią kartę.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pegs %n point(s) for the go.</source>
        <translation>
            <numerusform>%1 zdobywa %n punkt za go.</numerusform>
            <numerusform>%1 zdobywa %n punkty za go.</numerusform>
            <numerusform>%1 zdobywa %n punktów za go.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pegs %n point(s) for the last card.</source>
        <translation>
            <numerusform>%1 zdobywa %n punkt za ostatnią kartę.</numerusform>
            <numerusform>%1 zdobywa %n punkty za ostatnią kartę.</numerusform>
            <numerusform>%1 zdobywa %n punktów za ostatnią kartę.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pegs %n point(s) for the go or last card.</source>
        <translation>
            <numerusform>%1 zdobywa %n punkt za go lub ostatnią kartę.</numerusform>
            <numerusform>%1 zdobywa %n punkty za go lub ostatnią kartę.</numerusform>
            <numerusform>%1 zdobywa %n punktów za go lub ostatnią kartę.</numerusform>
        </translation>
    </message>
    <message>
        <source>The count starts again from 0.</source>
        <translation>Suma znów liczy się od 0.</translation>
    </message>
    <message>
        <source>Your crib</source>
        <translation>Twój krib</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Twoja ręka</translation>
    </message>
    <message>
        <source>Crib (%1)</source>
        <translation>Krib (%1)</translation>
    </message>
    <message>
        <source>Hand (%1)</source>
        <translation>Ręka (%1)</translation>
    </message>
    <message>
        <source>%1 (%2) counts %3.</source>
        <translation>%1 (%2): liczenie daje %3.</translation>
    </message>
    <message>
        <source>%1 (%2): declared %3.</source>
        <translation>%1 (%2): podano %3.</translation>
    </message>
    <message>
        <source>You call muggins, claiming %2.</source>
        <translation>Wołasz muggins za %2.</translation>
    </message>
    <message>
        <source>You call overcount.</source>
        <translation>Zgłaszasz zawyżenie.</translation>
    </message>
    <message>
        <source>You accept.</source>
        <translation>Przyjmujesz.</translation>
    </message>
    <message>
        <source>%1 calls muggins, claiming %2.</source>
        <translation>%1 woła muggins za %2.</translation>
    </message>
    <message>
        <source>%1 calls overcount.</source>
        <translation>%1 zgłasza zawyżenie.</translation>
    </message>
    <message>
        <source>%1 accepts.</source>
        <translation>%1 przyjmuje.</translation>
    </message>
    <message>
        <source>Settled (true count %1)</source>
        <translation>Rozstrzygnięto (prawdziwe liczenie: %1)</translation>
    </message>
    <message>
        <source>Settled</source>
        <translation>Rozstrzygnięto</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>bez zmian</translation>
    </message>
    <message>
        <source>You and %1 win the match.</source>
        <translation>Ty i %1 wygrywacie mecz.</translation>
    </message>
    <message>
        <source>You win the match.</source>
        <translation>Wygrywasz mecz.</translation>
    </message>
    <message>
        <source>%1 and %2 win the match.</source>
        <translation>%1 i %2 wygrywają mecz.</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 wygrywa mecz.</translation>
    </message>
    <message>
        <source>Double skunk!</source>
        <translation>Podwójny skunks!</translation>
    </message>
    <message>
        <source>Skunk!</source>
        <translation>Skunks!</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>%1 −%2</source>
        <translation>%1 −%2</translation>
    </message>
</context>
<context>
    <name>DealOptions</name>
    <message>
        <source>Deals</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>A new &amp;fair deal, made from the app&apos;s secret key and your seed</source>
        <translation>&amp;Nowe uczciwe rozdanie z tajnego klucza programu i twojego ziarna</translation>
    </message>
    <message>
        <source>Commitment:</source>
        <translation>Zobowiązanie:</translation>
    </message>
    <message>
        <source>Commitment of the match key</source>
        <translation>Zobowiązanie klucza meczu</translation>
    </message>
    <message>
        <source>Your s&amp;eed:</source>
        <translation>&amp;Twoje ziarno:</translation>
    </message>
    <message>
        <source>Your seed</source>
        <translation>Twoje ziarno</translation>
    </message>
    <message>
        <source>Dra&amp;w</source>
        <translation>&amp;Wylosuj</translation>
    </message>
    <message>
        <source>Draw a seed</source>
        <translation>Wylosuj ziarno</translation>
    </message>
    <message>
        <source>Deal &amp;number:</source>
        <translation>N&amp;umer rozdania:</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numer rozdania</translation>
    </message>
    <message>
        <source>The commitment is the fingerprint of the secret key; the key is shown when the match ends. Type your own seed so that the app could not have chosen the deals.</source>
        <translation>Zobowiązanie to odcisk tajnego klucza; sam klucz zostanie pokazany po meczu. Wpisz własne ziarno, aby program nie mógł wybrać rozdań z góry.</translation>
    </message>
    <message>
        <source>The same deal number deals the same cards and tiles. Such a match has no key to reveal.</source>
        <translation>Ten sam numer rozdania daje te same karty i kamienie. Taki mecz nie ma klucza do ujawnienia.</translation>
    </message>
</context>
<context>
    <name>DeclareDialog</name>
    <message>
        <source>Count the crib</source>
        <translation>Policz krib</translation>
    </message>
    <message>
        <source>Your crib with the starter</source>
        <translation>Twój krib i karta startowa</translation>
    </message>
    <message>
        <source>Count your hand</source>
        <translation>Policz swoją rękę</translation>
    </message>
    <message>
        <source>Your hand with the starter</source>
        <translation>Twoja ręka i karta startowa</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Karta startowa</translation>
    </message>
    <message>
        <source>How many points do you count? Type a number from 0 to 29 or click it, then press Enter. Opponents may call muggins on points you miss, or overcount if you claim too many.</source>
        <translation>Ile punktów liczysz? Wpisz liczbę od 0 do 29 albo ją kliknij i naciśnij Enter. Przeciwnicy mogą zawołać „muggins” za przeoczone punkty albo zgłosić zawyżenie, jeśli podasz za dużo.</translation>
    </message>
    <message>
        <source>&amp;Your count:</source>
        <translation>&amp;Twoja liczba:</translation>
    </message>
    <message>
        <source>Your count</source>
        <translation>Twoja liczba</translation>
    </message>
    <message>
        <source>Numbers from 0 to 29</source>
        <translation>Liczby od 0 do 29</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>&amp;Podaj</translation>
    </message>
    <message>
        <source>Enter a number from 0 to 29.</source>
        <translation>Wpisz liczbę od 0 do 29.</translation>
    </message>
    <message>
        <source>Declare a count to go on.</source>
        <translation>Aby kontynuować, podaj liczbę punktów.</translation>
    </message>
</context>
<context>
    <name>DominoTable</name>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Round %1 is blocked</source>
        <translation>Runda %1 zablokowana</translation>
    </message>
    <message>
        <source>Nobody can play; everyone counts their tiles.</source>
        <translation>Nikt nie może zagrać; każdy liczy swoje kamienie.</translation>
    </message>
    <message>
        <source>Round %1: %2 went out</source>
        <translation>Runda %1: %2 kładzie ostatni kamień</translation>
    </message>
    <message>
        <source>The others count the tiles left in their hands.</source>
        <translation>Pozostali liczą kamienie, które zostały im w ręce.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Kamienie</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Oczka</translation>
    </message>
    <message>
        <source>Rounded</source>
        <translation>Zaokr.</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Kara</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Następna runda</translation>
    </message>
    <message>
        <source>Target %1 points</source>
        <translation>Cel: %1 punktów</translation>
    </message>
    <message>
        <source>highest score after %1 rounds</source>
        <translation>po %1 rundach wygrywa najwyższy wynik</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Przegląd</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rewanż</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>W lewo / W prawo</translation>
    </message>
    <message>
        <source>choose a tile that fits</source>
        <translation>wybiera pasujący kamień</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>W górę / W dół</translation>
    </message>
    <message>
        <source>choose the end for it</source>
        <translation>wybiera dla niego koniec łańcucha</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Enter / Spacja</translation>
    </message>
    <message>
        <source>play the chosen tile; close a panel</source>
        <translation>zagrywa wybrany kamień; zamyka panel</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>draw from the boneyard</source>
        <translation>dobiera z puli</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>pass (the boneyard is empty)</source>
        <translation>opuszcza kolejkę (gdy pula jest pusta)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>drop the choice</source>
        <translation>anuluje wybór</translation>
    </message>
    <message>
        <source>Shift+D</source>
        <translation>Shift+D</translation>
    </message>
    <message>
        <source>draw until a tile fits (or the boneyard is empty)</source>
        <translation>dobiera, aż kamień będzie pasował (albo skończy się pula)</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Zobacz stół</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <source>Draw to fit</source>
        <translation>Do pasującej</translation>
    </message>
    <message>
        <source>Playing to %1 points</source>
        <translation>Gra do %1 punktów</translation>
    </message>
    <message>
        <source>Boneyard: %1</source>
        <translation>Pula: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n kamień</numerusform>
            <numerusform>%n kamienie</numerusform>
            <numerusform>%n kamieni</numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>myśli…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ruch</translation>
    </message>
    <message numerus="yes">
        <source>In hand: %n pip(s)</source>
        <translation>
            <numerusform>W ręce: %n oczko</numerusform>
            <numerusform>W ręce: %n oczka</numerusform>
            <numerusform>W ręce: %n oczek</numerusform>
        </translation>
    </message>
    <message>
        <source>Open ends: %1</source>
        <translation>Otwarte końce: %1</translation>
    </message>
    <message>
        <source>The line is empty: the leader may open with any tile.</source>
        <translation>Łańcuch jest pusty: zaczynający może otworzyć dowolnym kamieniem.</translation>
    </message>
    <message>
        <source>Draw (D)</source>
        <translation>Dobierz (D)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Pasuj (P)</translation>
    </message>
    <message>
        <source>You win the match. Start a new game from the Game menu.</source>
        <translation>Wygrywasz mecz. Nową grę zaczniesz z menu „Gra”.</translation>
    </message>
    <message>
        <source>%1 wins the match. Start a new game from the Game menu.</source>
        <translation>%1 wygrywa mecz. Nową grę zaczniesz z menu „Gra”.</translation>
    </message>
    <message>
        <source>The round is over. The next round is dealt in a moment.</source>
        <translation>Runda skończona. Następna runda zostanie rozdana za chwilę.</translation>
    </message>
    <message>
        <source>The round is over. Click “Next round” to deal again.</source>
        <translation>Runda skończona. Kliknij „Następna runda”, aby rozdać ponownie.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Ruch: %1.</translation>
    </message>
    <message>
        <source>%1 to play. Pass the screen to %1.</source>
        <translation>Ruch: %1. Przekaż ekran — teraz gra: %1.</translation>
    </message>
    <message>
        <source>%1: you drew %2 and it fits — you must play it now.</source>
        <translation>%1: dobrany kamień %2 pasuje — musisz nim teraz zagrać.</translation>
    </message>
    <message>
        <source>%1: no tile fits. Draw from the boneyard (click it or press D).</source>
        <translation>%1: żaden kamień nie pasuje. Dobierz z puli (kliknij ją lub naciśnij D).</translation>
    </message>
    <message>
        <source>%1: no tile fits and the boneyard is empty. Pass (P).</source>
        <translation>%1: żaden kamień nie pasuje, a pula jest pusta. Pasuj (P).</translation>
    </message>
    <message>
        <source>%1: you lead. Click any tile to open the line.</source>
        <translation>%1: zaczynasz. Kliknij dowolny kamień, aby otworzyć łańcuch.</translation>
    </message>
    <message>
        <source>%1: choose an end for %2 (click a glowing end, or Up/Down then Enter).</source>
        <translation>%1: wybierz koniec dla %2 (kliknij podświetlony koniec albo W górę/W dół i Enter).</translation>
    </message>
    <message numerus="yes">
        <source>%1: your turn. %n tile(s) fit; click one, drag it to an end, or use the arrow keys.</source>
        <translation>
            <numerusform>%1: twój ruch. Pasuje %n kamień; kliknij go, przeciągnij na koniec albo użyj strzałek.</numerusform>
            <numerusform>%1: twój ruch. Pasują %n kamienie; kliknij jeden, przeciągnij na koniec albo użyj strzałek.</numerusform>
            <numerusform>%1: twój ruch. Pasuje %n kamieni; kliknij jeden, przeciągnij na koniec albo użyj strzałek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drew %n tile(s).</source>
        <translation>
            <numerusform>Dobrano %n kamień.</numerusform>
            <numerusform>Dobrano %n kamienie.</numerusform>
            <numerusform>Dobrano %n kamieni.</numerusform>
        </translation>
    </message>
    <message>
        <source>rounds %1 to %2 of %2</source>
        <translation>rundy %1–%2 z %2</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Runda skończona.</translation>
    </message>
</context>
<context>
    <name>DominoTexts</name>
    <message>
        <source>a tile</source>
        <translation>kamień</translation>
    </message>
    <message>
        <source>A new match for %1 players to %2 points.</source>
        <translation>Nowy mecz: graczy %1, gra do %2 punktów.</translation>
    </message>
    <message>
        <source>Round %1: %2 leads, chosen by lot.</source>
        <translation>Runda %1: zaczyna %2 (wynik losowania).</translation>
    </message>
    <message>
        <source>Round %1: you lead, chosen by lot.</source>
        <translation>Runda %1: zaczynasz ty (wynik losowania).</translation>
    </message>
    <message>
        <source>Round %1: %2 leads.</source>
        <translation>Runda %1: zaczyna %2.</translation>
    </message>
    <message>
        <source>Round %1: you lead.</source>
        <translation>Runda %1: zaczynasz ty.</translation>
    </message>
    <message>
        <source>on the left end</source>
        <translation>na lewy koniec</translation>
    </message>
    <message>
        <source>on the right end</source>
        <translation>na prawy koniec</translation>
    </message>
    <message>
        <source>You open with %2</source>
        <translation>Zaczynasz od %2</translation>
    </message>
    <message>
        <source>You play %2 %3</source>
        <translation>Kładziesz %2 %3</translation>
    </message>
    <message>
        <source>%1: opens with %2</source>
        <translation>%1: zaczyna od %2</translation>
    </message>
    <message>
        <source>%1: plays %2 %3</source>
        <translation>%1: kładzie %2 %3</translation>
    </message>
    <message numerus="yes">
        <source> and scores %n point(s).</source>
        <translation>
            <numerusform> i zdobywa %n punkt.</numerusform>
            <numerusform> i zdobywa %n punkty.</numerusform>
            <numerusform> i zdobywa %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and score %n point(s).</source>
        <translation>
            <numerusform> i zdobywasz %n punkt.</numerusform>
            <numerusform> i zdobywasz %n punkty.</numerusform>
            <numerusform> i zdobywasz %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n tile(s) from the boneyard.</source>
        <translation>
            <numerusform>Dobierasz z puli %n kamień.</numerusform>
            <numerusform>Dobierasz z puli %n kamienie.</numerusform>
            <numerusform>Dobierasz z puli %n kamieni.</numerusform>
        </translation>
    </message>
    <message>
        <source>You draw from the boneyard.</source>
        <translation>Dobierasz z puli.</translation>
    </message>
    <message>
        <source>You draw %2.</source>
        <translation>Dobierasz %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: draws %n tile(s) from the boneyard.</source>
        <translation>
            <numerusform>%1: dobiera z puli %n kamień.</numerusform>
            <numerusform>%1: dobiera z puli %n kamienie.</numerusform>
            <numerusform>%1: dobiera z puli %n kamieni.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: draws from the boneyard.</source>
        <translation>%1: dobiera z puli.</translation>
    </message>
    <message>
        <source>%1: draws %2.</source>
        <translation>%1: dobiera %2.</translation>
    </message>
    <message>
        <source>You cannot play and pass.</source>
        <translation>Nie możesz zagrać i pasujesz.</translation>
    </message>
    <message>
        <source>%1: cannot play and passes.</source>
        <translation>%1: nie może zagrać i pasuje.</translation>
    </message>
    <message>
        <source>The round is blocked: nobody can play.</source>
        <translation>Runda zablokowana: nikt nie może zagrać.</translation>
    </message>
    <message>
        <source>You have played every tile.</source>
        <translation>Nie masz już żadnego kamienia.</translation>
    </message>
    <message>
        <source>%1 has played every tile.</source>
        <translation>%1: wszystkie kamienie zagrane.</translation>
    </message>
    <message>
        <source>Nobody reached the target in %1 rounds: you have the highest score and win the match!</source>
        <translation>Nikt nie osiągnął celu w %1 rundach: masz najwyższy wynik i wygrywasz mecz!</translation>
    </message>
    <message>
        <source>Nobody reached the target in %1 rounds: %2 has the highest score and wins the match!</source>
        <translation>Nikt nie osiągnął celu w %1 rundach: %2 ma najwyższy wynik i wygrywa mecz!</translation>
    </message>
    <message>
        <source>%1 reaches the target and wins the match!</source>
        <translation>%1 osiąga cel i wygrywa mecz!</translation>
    </message>
    <message numerus="yes">
        <source>%1 −%n</source>
        <translation>
            <numerusform>%1 −%n</numerusform>
            <numerusform>%1 −%n</numerusform>
            <numerusform>%1 −%n</numerusform>
        </translation>
    </message>
    <message>
        <source>You reach the target and win the match!</source>
        <translation>Osiągasz cel i wygrywasz mecz!</translation>
    </message>
</context>
<context>
    <name>FairDeals</name>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>&amp;Deal number…</source>
        <translation>N&amp;umer rozdania…</translation>
    </message>
    <message>
        <source>Play these deals &amp;again from the other seat</source>
        <translation>Zagr&amp;aj te rozdania jeszcze raz z drugiego miejsca</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numer rozdania</translation>
    </message>
    <message>
        <source>The first deal or lead is drawn for again.</source>
        <translation>Kto pierwszy rozdaje lub wychodzi, znów rozstrzyga los.</translation>
    </message>
    <message>
        <source>%1 deals first (the loser of a game deals the next).</source>
        <translation>%1 rozdaje pierwszy (przegrany partii rozdaje w następnej).</translation>
    </message>
    <message>
        <source>%1 leads first (the lead passes one seat on each game).</source>
        <translation>%1 wychodzi pierwszy (pierwsze wyjście co partię przechodzi o jedno miejsce dalej).</translation>
    </message>
    <message>
        <source>Type the deal number: ten digits such as 48213-90177.</source>
        <translation>Wpisz numer rozdania: dziesięć cyfr, na przykład 48213-90177.</translation>
    </message>
    <message>
        <source>A deal number has only digits and a hyphen.</source>
        <translation>Numer rozdania składa się tylko z cyfr i łącznika.</translation>
    </message>
    <message>
        <source>A deal number has ten digits.</source>
        <translation>Numer rozdania ma dziesięć cyfr.</translation>
    </message>
    <message>
        <source>This deal number has a typing mistake: its last digit does not fit the others.</source>
        <translation>W tym numerze rozdania jest literówka: ostatnia cyfra nie pasuje do pozostałych.</translation>
    </message>
    <message>
        <source>There is no such deal number.</source>
        <translation>Nie ma takiego numeru rozdania.</translation>
    </message>
    <message>
        <source>Type a seed of 1 to %1 characters, or press Draw.</source>
        <translation>Wpisz ziarno o długości od 1 do %1 znaków albo naciśnij „Wylosuj”.</translation>
    </message>
    <message>
        <source>The seed cannot hold control characters.</source>
        <translation>Ziarno nie może zawierać znaków sterujących.</translation>
    </message>
    <message>
        <source>The seed holds characters that cannot be written down.</source>
        <translation>Ziarno zawiera znaki, których nie da się zapisać.</translation>
    </message>
    <message>
        <source>This cannot be used as a deal.</source>
        <translation>Tego nie można użyć jako rozdania.</translation>
    </message>
    <message>
        <source>best of %1</source>
        <translation>do wygrania większości z %1 partii</translation>
    </message>
    <message>
        <source>Series, %1:</source>
        <translation>Seria, %1:</translation>
    </message>
    <message>
        <source>the series is tied.</source>
        <translation>seria zakończyła się remisem.</translation>
    </message>
    <message>
        <source>%1 wins the series.</source>
        <translation>%1 wygrywa serię.</translation>
    </message>
    <message>
        <source>a fixed number of games (%1), in game points</source>
        <translation>ustalona liczba partii (%1), w punktach meczowych</translation>
    </message>
    <message>
        <source>games played: %1.</source>
        <translation>rozegrane partie: %1.</translation>
    </message>
    <message>
        <source>%1: won %2, game points %3</source>
        <translation>%1: wygrane %2, punkty meczowe %3</translation>
    </message>
    <message>
        <source>Deal number: shown when the match is over</source>
        <translation>Numer rozdania: pokazany po meczu</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>(seats turned)</source>
        <translation>(miejsca obrócone)</translation>
    </message>
    <message>
        <source>A fair deal. Commitment (the SHA-256 of the match key):</source>
        <translation>Uczciwe rozdanie. Zobowiązanie (SHA-256 klucza meczu):</translation>
    </message>
    <message>
        <source>A given deal number: this match has no key and no commitment.</source>
        <translation>Podany numer rozdania: ten mecz nie ma ani klucza, ani zobowiązania.</translation>
    </message>
    <message>
        <source>The series is tied.</source>
        <translation>Seria zakończyła się remisem.</translation>
    </message>
    <message>
        <source>You win the series!</source>
        <translation>Wygrywasz serię!</translation>
    </message>
    <message>
        <source>%1 wins the series!</source>
        <translation>%1 wygrywa serię!</translation>
    </message>
    <message>
        <source>You won game %1 of %2. Series: %3.</source>
        <translation>Wygrywasz grę %1 z %2. Seria: %3.</translation>
    </message>
    <message>
        <source>%4 won game %1 of %2. Series: %3.</source>
        <translation>Gra %1 z %2: zwycięstwo — %4. Seria: %3.</translation>
    </message>
    <message>
        <source>Deal %1. The match key, revealed: it fits the commitment shown at the start.</source>
        <translation>Rozdanie %1. Ujawniony klucz meczu pasuje do zobowiązania pokazanego na początku.</translation>
    </message>
    <message>
        <source>Deal %1. The match key, revealed: it does NOT fit the commitment!</source>
        <translation>Rozdanie %1. Ujawniony klucz meczu NIE pasuje do zobowiązania!</translation>
    </message>
    <message>
        <source>Deal %1. The match key was not kept, so it cannot be revealed.</source>
        <translation>Rozdanie %1. Klucz meczu nie został zachowany, więc nie można go ujawnić.</translation>
    </message>
    <message>
        <source>Deal %1 with the seats turned: a duplicate has no key.</source>
        <translation>Rozdanie %1 z obróconymi miejscami: powtórka nie ma klucza.</translation>
    </message>
    <message>
        <source>Deal %1, a given number: this match has no key to reveal.</source>
        <translation>Rozdanie %1, podany numer: ten mecz nie ma klucza do ujawnienia.</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Następna partia</translation>
    </message>
    <message>
        <source>Same deals, other seat</source>
        <translation>Te same rozdania, inne miejsce</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint: the choices compared</source>
        <translation>Podpowiedź: porównanie wariantów</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Analizuję…</translation>
    </message>
    <message>
        <source>Press H for a hint.</source>
        <translation>Naciśnij H, aby zobaczyć podpowiedź.</translation>
    </message>
    <message>
        <source>your crib</source>
        <translation>krib jest twój</translation>
    </message>
    <message>
        <source>the opponent&apos;s crib</source>
        <translation>krib należy do przeciwnika</translation>
    </message>
    <message>
        <source>Keep %1: about %2 points in hand over the %3 possible starters, %4.</source>
        <translation>Zostaw %1: ręka da średnio %2 pkt przy %3 możliwych kartach startowych; %4.</translation>
    </message>
    <message>
        <source>Best: %1 (%2).</source>
        <translation>Najlepiej: %1 (%2).</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Brak podpowiedzi: %1</translation>
    </message>
</context>
<context>
    <name>Leaving</name>
    <message>
        <source>The match is not finished. It stays in Game → Matches among the unfinished matches, and Continue resumes it next time. Quit now?</source>
        <translation>Mecz nie jest skończony. Zostanie w „Gra → Mecze” wśród niedokończonych, a „Kontynuuj” wznowi go następnym razem. Zakończyć teraz?</translation>
    </message>
    <message>
        <source>The match is not finished and is not kept: quitting now loses it. Quit now?</source>
        <translation>Mecz nie jest skończony i nie jest zachowany: zakończenie teraz go utraci. Zakończyć teraz?</translation>
    </message>
    <message>
        <source>Quit Muggins?</source>
        <translation>Zakończyć Muggins?</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Graj dalej</translation>
    </message>
</context>
<context>
    <name>LibraryScan</name>
    <message>
        <source>Reading the match library…</source>
        <translation>Wczytywanie zapisanych meczów…</translation>
    </message>
    <message numerus="yes">
        <source>Reading the match library: %1 of %n match(es)…</source>
        <translation>
            <numerusform>Wczytywanie zapisanych meczów: %1 z %n meczu…</numerusform>
            <numerusform>Wczytywanie zapisanych meczów: %1 z %n meczów…</numerusform>
            <numerusform>Wczytywanie zapisanych meczów: %1 z %n meczów…</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <source>Stop reading: the matches not read yet are read at the next start</source>
        <translation>Zatrzymaj wczytywanie: pozostałe mecze zostaną wczytane przy następnym uruchomieniu</translation>
    </message>
</context>
<context>
    <name>LooksPreview</name>
    <message>
        <source>Preview of the table</source>
        <translation>Podgląd stołu</translation>
    </message>
</context>
<context>
    <name>LooksSettingsPage</name>
    <message>
        <source>Sound is unavailable: the sound library could not be loaded.</source>
        <translation>Dźwięk niedostępny: nie udało się wczytać biblioteki dźwięku.</translation>
    </message>
    <message>
        <source>Sound is unavailable: no audio device could be opened (none found, or another program has it).</source>
        <translation>Dźwięk niedostępny: nie udało się otworzyć urządzenia audio (nie ma go albo używa go inny program).</translation>
    </message>
    <message>
        <source>Sound is unavailable: the sound files are missing from this installation.</source>
        <translation>Dźwięk niedostępny: w tej instalacji brakuje plików dźwiękowych.</translation>
    </message>
    <message>
        <source>Sound is unavailable: the audio output stopped working.</source>
        <translation>Dźwięk niedostępny: wyjście audio przestało działać.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>Wygląd</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Podgląd</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Karty:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Rewers kart:</translation>
    </message>
    <message>
        <source>&amp;Dominoes:</source>
        <translation>&amp;Domino:</translation>
    </message>
    <message>
        <source>Table c&amp;olour:</source>
        <translation>Kolor &amp;stołu:</translation>
    </message>
    <message>
        <source>Cribbage &amp;board:</source>
        <translation>&amp;Plansza do cribbage:</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Głośność:</translation>
    </message>
    <message>
        <source>Standard (red and black)</source>
        <translation>Zwykłe (czerwone i czarne)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Cztery kolory</translation>
    </message>
    <message>
        <source>Large corners</source>
        <translation>Duże oznaczenia w rogach</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Niebieska kratka</translation>
    </message>
    <message>
        <source>Red diamonds</source>
        <translation>Czerwone romby</translation>
    </message>
    <message>
        <source>Green stars</source>
        <translation>Zielone gwiazdy</translation>
    </message>
    <message>
        <source>Ivory, black pips</source>
        <translation>Kość słoniowa, czarne oczka</translation>
    </message>
    <message>
        <source>Black, white pips</source>
        <translation>Czarne, białe oczka</translation>
    </message>
    <message>
        <source>Coloured pips, one shape per number</source>
        <translation>Kolorowe oczka, każda liczba ma swój kształt</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>Zielone sukno</translation>
    </message>
    <message>
        <source>Blue baize</source>
        <translation>Niebieskie sukno</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>Burgundy baize</source>
        <translation>Bordowe sukno</translation>
    </message>
    <message>
        <source>Light oak</source>
        <translation>Jasny dąb</translation>
    </message>
    <message>
        <source>Dark walnut</source>
        <translation>Ciemny orzech</translation>
    </message>
    <message>
        <source>&amp;Sounds on the table</source>
        <translation>D&amp;źwięki przy stole</translation>
    </message>
    <message>
        <source>M mutes or unmutes the sound while you play.</source>
        <translation>Klawisz M wycisza lub przywraca dźwięk w trakcie gry.</translation>
    </message>
    <message>
        <source>High contrast is on: the table is black whatever its colour.</source>
        <translation>Wysoki kontrast jest włączony: stół jest czarny bez względu na wybrany kolor.</translation>
    </message>
    <message>
        <source>Your turn: play a tile or a card.</source>
        <translation>Twój ruch: połóż kamień albo kartę.</translation>
    </message>
    <message>
        <source>Preview of the table</source>
        <translation>Podgląd stołu</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Muggins</source>
        <extracomment>What the reading aids read (text size, contrast, motion): applied app-wide. What the running match&apos;s computers read (see ``_pace_controller``).</extracomment>
        <translation>Muggins</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Zapisz…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>&amp;Eksportuj zapis…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Tabela wyników</translation>
    </message>
    <message>
        <source>Match &amp;log</source>
        <translation>&amp;Przebieg meczu</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pełny ekran</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>Match log</source>
        <translation>Przebieg meczu</translation>
    </message>
    <message>
        <source>Your choices could not be kept for next time: %1</source>
        <translation>Nie udało się zapamiętać twoich wyborów na następny raz: %1</translation>
    </message>
    <message>
        <source>&amp;Tally marks on the sheet</source>
        <translation>&amp;Kreski w tabeli wyników</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;About Muggins</source>
        <translation>&amp;O programie Muggins</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Otwórz folder &amp;dziennika programu</translation>
    </message>
    <message>
        <source>The log for bug reports is %1.</source>
        <translation>Dziennik programu do zgłaszania błędów: %1.</translation>
    </message>
    <message>
        <source>Welcome! Start a new game or continue the last one.</source>
        <translation>Witaj! Zacznij nową grę albo kontynuuj poprzednią.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Przekaż ekran. Teraz gra: %1.</translation>
    </message>
    <message>
        <source>Click or press a key for the next move.</source>
        <translation>Kliknij lub naciśnij dowolny klawisz, aby zobaczyć następny ruch.</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Zapisz mecz</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Zapisane gry (*.json)</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Otwórz zapisany mecz</translation>
    </message>
    <message>
        <source>Export the match record</source>
        <translation>Eksportuj zapis meczu</translation>
    </message>
    <message>
        <source>Match records (*.jsonl)</source>
        <translation>Zapisy meczów (*.jsonl)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Komputer %1</translation>
    </message>
    <message>
        <source>&amp;Matches…</source>
        <translation>&amp;Mecze…</translation>
    </message>
    <message>
        <source>Welcome! Start a new game.</source>
        <translation>Witaj! Zacznij nową grę.</translation>
    </message>
    <message>
        <source>The last move before the app stopped was lost.</source>
        <translation>Ostatni ruch przed zatrzymaniem programu przepadł.</translation>
    </message>
    <message>
        <source>Saved games and records (*.json *.jsonl)</source>
        <translation>Zapisane gry i zapisy meczów (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>&amp;Keys at the table (?)</source>
        <translation>&amp;Klawisze przy stole (?)</translation>
    </message>
    <message>
        <source>Sound muted (M turns it back on).</source>
        <translation>Dźwięk wyciszony (M włącza go z powrotem).</translation>
    </message>
    <message>
        <source>Sound is switched off in Settings → Looks and sound.</source>
        <translation>Dźwięk jest wyłączony w Ustawieniach → Wygląd i dźwięk.</translation>
    </message>
    <message>
        <source>Sound on.</source>
        <translation>Dźwięk włączony.</translation>
    </message>
    <message>
        <source>Sound is off: the sound library could not be loaded.</source>
        <translation>Dźwięk wyłączony: nie udało się wczytać biblioteki dźwięku.</translation>
    </message>
    <message>
        <source>Sound is off: no audio device could be opened.</source>
        <translation>Dźwięk wyłączony: nie udało się otworzyć żadnego urządzenia audio.</translation>
    </message>
    <message>
        <source>Sound is off: the sound files are missing.</source>
        <translation>Dźwięk wyłączony: brakuje plików dźwiękowych.</translation>
    </message>
    <message>
        <source>Sound is off: the audio output stopped working.</source>
        <translation>Dźwięk wyłączony: wyjście audio przestało działać.</translation>
    </message>
    <message>
        <source>&amp;Mute sound</source>
        <translation>&amp;Wycisz dźwięk</translation>
    </message>
</context>
<context>
    <name>MatchRows</name>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>partnerships</source>
        <translation>w parach</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>Lowball</source>
        <translation>Lowball</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Domino</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>In the trash, %1</source>
        <translation>W koszu, %1</translation>
    </message>
    <message>
        <source>Unfinished, %1</source>
        <translation>Niedokończony, %1</translation>
    </message>
    <message>
        <source>Given up, %1</source>
        <translation>Przerwany, %1</translation>
    </message>
    <message>
        <source>Won by %1, %2</source>
        <translation>Wygrywa: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n rozdanie</numerusform>
            <numerusform>%n rozdania</numerusform>
            <numerusform>%n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n runda</numerusform>
            <numerusform>%n rundy</numerusform>
            <numerusform>%n rund</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay of %1 (%2)</source>
        <translation>Powtórka meczu z %1 (%2)</translation>
    </message>
    <message>
        <source>Replayed from the other seat %1 (%2)</source>
        <translation>Rozegrany ponownie z drugiego miejsca %1 (%2)</translation>
    </message>
    <message>
        <source>%1: not both over yet</source>
        <translation>%1: jeszcze nie oba zakończone</translation>
    </message>
    <message>
        <source>%1: level with the same cards</source>
        <translation>%1: z tymi samymi kartami remis</translation>
    </message>
    <message>
        <source>%1: %2 did better with the same cards, %3 over both</source>
        <translation>%1: lepszy wynik tymi samymi kartami: %2, %3 w obu</translation>
    </message>
    <message>
        <source>not over</source>
        <translation>nie zakończone</translation>
    </message>
    <message>
        <source>level</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>Replay: %1, %2</source>
        <translation>Powtórka: %1, %2</translation>
    </message>
    <message>
        <source>Replayed: %1, %2</source>
        <translation>Rozegrany ponownie: %1, %2</translation>
    </message>
</context>
<context>
    <name>MatchSummary</name>
    <message>
        <source>Play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Ręce</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Krib</translation>
    </message>
    <message>
        <source>Muggins won</source>
        <translation>Muggins: zyskane</translation>
    </message>
    <message>
        <source>Muggins lost</source>
        <translation>Muggins: stracone</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Inne</translation>
    </message>
    <message>
        <source>From play</source>
        <translation>Za ruchy</translation>
    </message>
    <message>
        <source>Round ends</source>
        <translation>Kary na koniec rund</translation>
    </message>
</context>
<context>
    <name>MatchesWindow</name>
    <message>
        <source>This match is being played in another Muggins window, so it opens here read-only, in a review.</source>
        <translation>Ten mecz trwa w innym oknie Muggins, więc tutaj otwiera się tylko do odczytu, w przeglądzie.</translation>
    </message>
    <message>
        <source>This match is in the trash, so it opens read-only, in a review.</source>
        <translation>Ten mecz jest w koszu, więc otwiera się tylko do odczytu, w przeglądzie.</translation>
    </message>
    <message>
        <source>This match is over, so it opens in a review.</source>
        <translation>Ten mecz jest zakończony, więc otwiera się w przeglądzie.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Długość</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numer rozdania</translation>
    </message>
    <message>
        <source>Same deals, other seat</source>
        <translation>Te same rozdania, inne miejsce</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Mecze</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Pokaż:</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Wszystkie gry</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Domino</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>Unfinished and finished</source>
        <translation>Niedokończone i zakończone</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Niedokończone</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Zakończone</translation>
    </message>
    <message>
        <source>Trash (kept 30 days)</source>
        <translation>Kosz (przechowywany 30 dni)</translation>
    </message>
    <message>
        <source>Show the matches of</source>
        <translation>Pokaż mecze gry</translation>
    </message>
    <message>
        <source>Show which matches</source>
        <translation>Które mecze pokazać</translation>
    </message>
    <message>
        <source>Kept matches</source>
        <translation>Zachowane mecze</translation>
    </message>
    <message>
        <source>Enter resumes an unfinished match or reviews a finished one; Delete moves it to the trash.</source>
        <translation>Enter wznawia niedokończony mecz albo otwiera przegląd zakończonego; Delete przenosi go do kosza.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Wznów</translation>
    </message>
    <message>
        <source>Resume the chosen unfinished match</source>
        <translation>Wznów wybrany niedokończony mecz</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>P&amp;rzegląd</translation>
    </message>
    <message>
        <source>Review the chosen match move by move</source>
        <translation>Przejrzyj wybrany mecz ruch po ruchu</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Eksportuj…</translation>
    </message>
    <message>
        <source>Export the chosen match&apos;s record to a file</source>
        <translation>Eksportuj zapis wybranego meczu do pliku</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Zagraj &amp;jeszcze raz</translation>
    </message>
    <message>
        <source>Play again with the same players and options, a new deal</source>
        <translation>Zagraj jeszcze raz z tymi samymi graczami i opcjami, nowe rozdanie</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Move the chosen match to the trash</source>
        <translation>Przenieś wybrany mecz do kosza</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>Take the deleted match back out of the trash</source>
        <translation>Przywróć usunięty mecz z kosza</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Close the list of matches</source>
        <translation>Zamknij listę meczów</translation>
    </message>
    <message>
        <source>The record was written to %1.</source>
        <translation>Zapis meczu wyeksportowano do %1.</translation>
    </message>
    <message>
        <source>Export the match record</source>
        <translation>Eksportuj zapis meczu</translation>
    </message>
    <message>
        <source>Match records (*.jsonl)</source>
        <translation>Zapisy meczów (*.jsonl)</translation>
    </message>
    <message>
        <source>The match was moved to the trash. Undo takes it back.</source>
        <translation>Mecz przeniesiono do kosza. „Cofnij” go przywróci.</translation>
    </message>
    <message>
        <source>The match is back in the list.</source>
        <translation>Mecz wrócił na listę.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Seats (in playing order)</source>
        <translation>Miejsca (w kolejności ruchów)</translation>
    </message>
    <message>
        <source>Muggins dominoes</source>
        <translation>Domino Muggins</translation>
    </message>
    <message>
        <source>Cribbage options</source>
        <translation>Opcje cribbage</translation>
    </message>
    <message>
        <source>Lowball is played with automatic counting, so Muggins is off.</source>
        <translation>W lowballu ręce liczone są automatycznie, więc Muggins jest wyłączony.</translation>
    </message>
    <message>
        <source>The cribbage table is coming in a later version.</source>
        <translation>Stół do cribbage pojawi się w kolejnej wersji.</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>121 points (full game)</source>
        <translation>121 punktów (pełna gra)</translation>
    </message>
    <message>
        <source>61 points (short game)</source>
        <translation>61 punktów (krótka gra)</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Li&amp;czba graczy:</translation>
    </message>
    <message>
        <source>Play &amp;to:</source>
        <translation>Gra &amp;do:</translation>
    </message>
    <message>
        <source>Two partner&amp;ships (partners sit opposite)</source>
        <translation>Dwie &amp;pary (partnerzy siedzą naprzeciw siebie)</translation>
    </message>
    <message>
        <source>&amp;Lowball (reaching the target loses)</source>
        <translation>&amp;Lowball (kto osiągnie cel, przegrywa)</translation>
    </message>
    <message>
        <source>&amp;Muggins: players count their own hands</source>
        <translation>&amp;Muggins: gracze sami liczą swoje ręce</translation>
    </message>
    <message>
        <source>Seat &amp;%1</source>
        <translation>Miejsce &amp;%1</translation>
    </message>
    <message>
        <source>Seat %1 name</source>
        <translation>Imię na miejscu %1</translation>
    </message>
    <message>
        <source>Seat %1 player</source>
        <translation>Kto gra na miejscu %1</translation>
    </message>
    <message>
        <source>Seat %1 computer level</source>
        <translation>Poziom komputera na miejscu %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Losowy</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Liczba graczy</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Gra do</translation>
    </message>
    <message>
        <source>Sta&amp;rt</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Anuluj</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Komputer %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>%1 and %2 play against %3 and %4.</source>
        <translation>Para 1: %1 i %2. Para 2: %3 i %4.</translation>
    </message>
    <message>
        <source>Each player for themselves. Target: %1 points (250 for two players, 200 for three or four).</source>
        <translation>Każdy gra na siebie. Cel: %1 punktów (250 dla dwóch graczy, 200 dla trzech lub czterech).</translation>
    </message>
</context>
<context>
    <name>NextGameDialog</name>
    <message>
        <source>Game %1 of the series</source>
        <translation>Partia %1 serii</translation>
    </message>
    <message>
        <source>Sta&amp;rt</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Anuluj</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Szukaj w:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Typ plików:</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review</source>
        <translation>Przegląd meczu</translation>
    </message>
    <message>
        <source>Analysing the match…</source>
        <translation>Analizuję mecz…</translation>
    </message>
    <message>
        <source>The choices at this decision</source>
        <translation>Warianty przy tej decyzji</translation>
    </message>
    <message>
        <source>Move in the match</source>
        <translation>Ruch w meczu</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Next marked</source>
        <translation>Następna oznaczona</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>Miejsce:</translation>
    </message>
    <message>
        <source>This match cannot be reviewed: its moves do not replay by the rules.</source>
        <translation>Tego meczu nie można przejrzeć: jego ruchów nie da się odtworzyć zgodnie z zasadami.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Counting: %1 of %2 counts right, %3 points missed, %4 overcounted.</source>
        <translation>Liczenie: poprawnie %1 z %2; przeoczone punkty: %3; zawyżone: %4.</translation>
    </message>
    <message>
        <source>Calls: %1 made, %2 won, %3 lost; opponents&apos; undercounts let pass: %4.</source>
        <translation>Zgłoszenia: wszystkich %1, trafnych %2, chybionych %3; przepuszczone zaniżenia rywali: %4.</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <source>True count %1, declared %2.</source>
        <translation>Prawdziwe liczenie: %1, podano: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) missed.</source>
        <translation>
            <numerusform>Przeoczono %n punkt.</numerusform>
            <numerusform>Przeoczono %n punkty.</numerusform>
            <numerusform>Przeoczono %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called muggins and took %n of them.</source>
        <translation>
            <numerusform>%1 woła muggins i zabiera z nich %n.</numerusform>
            <numerusform>%1 woła muggins i zabiera z nich %n.</numerusform>
            <numerusform>%1 woła muggins i zabiera z nich %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called an overcount: %n point(s) taken back and given to the caller.</source>
        <translation>
            <numerusform>%1 zgłasza zawyżenie i dostaje nadwyżkę: %n punkt.</numerusform>
            <numerusform>%1 zgłasza zawyżenie i dostaje nadwyżkę: %n punkty.</numerusform>
            <numerusform>%1 zgłasza zawyżenie i dostaje nadwyżkę: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The count was %n point(s) too high, but nobody called an overcount: it stood.</source>
        <translation>
            <numerusform>Liczba była zawyżona o %n punkt, ale nikt nie zgłosił zawyżenia: została.</numerusform>
            <numerusform>Liczba była zawyżona o %n punkty, ale nikt nie zgłosił zawyżenia: została.</numerusform>
            <numerusform>Liczba była zawyżona o %n punktów, ale nikt nie zgłosił zawyżenia: została.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called muggins wrongly: %n point(s) more for this count.</source>
        <translation>
            <numerusform>%1 — fałszywe zgłoszenie muggins: %n punkt więcej za to liczenie.</numerusform>
            <numerusform>%1 — fałszywe zgłoszenie muggins: %n punkty więcej za to liczenie.</numerusform>
            <numerusform>%1 — fałszywe zgłoszenie muggins: %n punktów więcej za to liczenie.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 called an overcount wrongly: nothing changed.</source>
        <translation>%1 — fałszywe zgłoszenie zawyżenia: nic się nie zmieniło.</translation>
    </message>
    <message>
        <source>The count reached the target: no answers were asked.</source>
        <translation>Liczenie osiągnęło cel: bez odpowiedzi.</translation>
    </message>
    <message>
        <source>%1 declared %2; the true count was %3.</source>
        <translation>%1: podano %2, prawdziwe liczenie: %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 missed %n point(s): muggins for that many takes them all.</source>
        <translation>
            <numerusform>%1: przeoczone punkty: %n; muggins za tyle samo zabiera je wszystkie.</numerusform>
            <numerusform>%1: przeoczone punkty: %n; muggins za tyle samo zabiera je wszystkie.</numerusform>
            <numerusform>%1: przeoczone punkty: %n; muggins za tyle samo zabiera je wszystkie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 counted %n point(s) too many: an overcount call takes them from the counter and gives them to the caller.</source>
        <translation>
            <numerusform>%1: liczba zawyżona o %n punkt; zgłoszenie zawyżenia odbiera go liczącemu i daje zgłaszającemu.</numerusform>
            <numerusform>%1: liczba zawyżona o %n punkty; zgłoszenie zawyżenia odbiera je liczącemu i daje zgłaszającemu.</numerusform>
            <numerusform>%1: liczba zawyżona o %n punktów; zgłoszenie zawyżenia odbiera je liczącemu i daje zgłaszającemu.</numerusform>
        </translation>
    </message>
    <message>
        <source>The count was right: accepting was best.</source>
        <translation>Liczba była poprawna: najlepiej było przyjąć.</translation>
    </message>
    <message numerus="yes">
        <source>The muggins call was wrong: %n point(s) went to the counter.</source>
        <translation>
            <numerusform>Zgłoszenie muggins było fałszywe: %n punkt dostaje liczący.</numerusform>
            <numerusform>Zgłoszenie muggins było fałszywe: %n punkty dostaje liczący.</numerusform>
            <numerusform>Zgłoszenie muggins było fałszywe: %n punktów dostaje liczący.</numerusform>
        </translation>
    </message>
    <message>
        <source>The call claimed only %1 of the %2 missed points.</source>
        <translation>Zgłoszenie objęło tylko %1 z %2 przeoczonych punktów.</translation>
    </message>
    <message>
        <source>The overcount call was wrong: it changed nothing.</source>
        <translation>Zgłoszenie zawyżenia było fałszywe: nic nie zmieniło.</translation>
    </message>
    <message>
        <source>%1 answered later and made the claim.</source>
        <translation>Zgłoszenia dokonał następny gracz: %1.</translation>
    </message>
    <message>
        <source>Best (equally good): %1</source>
        <translation>Najlepiej (równie dobre): %1</translation>
    </message>
    <message>
        <source>Best: %1</source>
        <translation>Najlepiej: %1</translation>
    </message>
    <message>
        <source>%1, as good as the best</source>
        <translation>%1 — równie dobre jak najlepsze</translation>
    </message>
    <message>
        <source>%1, %2 less by this measure</source>
        <translation>%1 — według tej miary o %2 gorzej</translation>
    </message>
    <message>
        <source>The hard computer player: %1</source>
        <translation>Komputer (poziom trudny): %1</translation>
    </message>
    <message>
        <source>Expected points lost: %1</source>
        <translation>Oczekiwana strata punktów: %1</translation>
    </message>
    <message>
        <source>%1 decisions analysed (of the %2 moves in the match), %3 expected points lost (%4 per decision), %5 marked.</source>
        <translation>Przeanalizowane decyzje: %1 (ruchów w meczu: %2); oczekiwana strata punktów: %3 (%4 na decyzję); oznaczone: %5.</translation>
    </message>
    <message>
        <source>Counts and answers lose real points, not expected ones; points won by counting: %1.</source>
        <translation>Liczenie i odpowiedzi tracą prawdziwe, a nie oczekiwane punkty; zyskane przy liczeniu: %1.</translation>
    </message>
    <message>
        <source>Move %1 of %2 · analysed decision %3 of %4</source>
        <translation>Ruch %1 z %2 · przeanalizowana decyzja %3 z %4</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Ruch %1 z %2</translation>
    </message>
    <message>
        <source>Points lost: %1</source>
        <translation>Stracone punkty: %1</translation>
    </message>
    <message>
        <source>points won: %1</source>
        <translation>zyskane punkty: %1</translation>
    </message>
    <message>
        <source>marked</source>
        <translation>oznaczono</translation>
    </message>
    <message>
        <source>declares %1</source>
        <translation>podaje %1</translation>
    </message>
    <message>
        <source>calls muggins for %1</source>
        <translation>woła muggins za %1</translation>
    </message>
    <message>
        <source>calls an overcount</source>
        <translation>zgłasza zawyżenie</translation>
    </message>
    <message>
        <source>accepts the count</source>
        <translation>przyjmuje liczenie</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Tekst zasad</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <source>The rule texts are not installed.</source>
        <translation>Teksty zasad nie są zainstalowane.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>One row per round, one column per player, then the totals</source>
        <translation>Wiersz na każdą rundę, kolumna na każdego gracza, na końcu sumy</translation>
    </message>
    <message>
        <source>No match yet</source>
        <translation>Brak meczu</translation>
    </message>
    <message>
        <source>play points · penalty / running total</source>
        <translation>punkty za ruchy · kara / suma bieżąca</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>total %1</source>
        <translation>razem %1</translation>
    </message>
    <message>
        <source>points %1</source>
        <translation>punkty: %1</translation>
    </message>
    <message>
        <source>penalty %1</source>
        <translation>kara %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
</context>
<context>
    <name>SeatPlaque</name>
    <message>
        <source>D</source>
        <comment>badge: this seat deals</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>GO</source>
        <comment>badge: this seat said go</comment>
        <translation>GO</translation>
    </message>
</context>
<context>
    <name>SeriesBoard</name>
    <message>
        <source>over</source>
        <translation>zakończona</translation>
    </message>
    <message>
        <source>game %1 being played</source>
        <translation>trwa partia %1</translation>
    </message>
    <message>
        <source>games played: %1</source>
        <translation>rozegrane partie: %1</translation>
    </message>
    <message>
        <source>Series, %1: %2</source>
        <translation>Seria, %1: %2</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Strona</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Punkty meczowe</translation>
    </message>
    <message>
        <source>Skunks given</source>
        <translation>Zadane skunksy</translation>
    </message>
    <message>
        <source>Skunks taken</source>
        <translation>Otrzymane skunksy</translation>
    </message>
</context>
<context>
    <name>SeriesOptions</name>
    <message>
        <source>Match</source>
        <translation>Mecz</translation>
    </message>
    <message>
        <source>Pla&amp;y:</source>
        <translation>Ro&amp;zegraj:</translation>
    </message>
    <message>
        <source>N&amp;umber of games:</source>
        <translation>Liczba pa&amp;rtii:</translation>
    </message>
    <message>
        <source>Single game or series</source>
        <translation>Jedna partia czy seria</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>Liczba partii</translation>
    </message>
    <message>
        <source>A single game</source>
        <translation>Jedną partię</translation>
    </message>
    <message>
        <source>Best of 3 games</source>
        <translation>Serię do dwóch wygranych z 3</translation>
    </message>
    <message>
        <source>Best of 5 games</source>
        <translation>Serię do trzech wygranych z 5</translation>
    </message>
    <message>
        <source>Best of 7 games</source>
        <translation>Serię do czterech wygranych z 7</translation>
    </message>
    <message>
        <source>A fixed number of games, in game points</source>
        <translation>Ustaloną liczbę partii, w punktach meczowych</translation>
    </message>
    <message>
        <source>Game points as the ACC counts them: 2 for a win, 3 for a skunk. The loser deals first next.</source>
        <translation>Punkty meczowe jak w ACC: 2 za wygraną, 3 za skunksa. Przegrany rozdaje pierwszy w następnej partii.</translation>
    </message>
    <message>
        <source>One game point a game. The first lead passes one seat on each game.</source>
        <translation>Jeden punkt meczowy za partię. Pierwsze wyjście co partię przechodzi o jedno miejsce dalej.</translation>
    </message>
</context>
<context>
    <name>SeriesStats</name>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Domino</translation>
    </message>
    <message>
        <source>Series played to the end, by game</source>
        <translation>Serie rozegrane do końca, według gry</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Series played</source>
        <translation>Rozegrane serie</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrane</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Remisy</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Game points a game</source>
        <translation>Punkty meczowe na partię</translation>
    </message>
    <message>
        <source>Skunks given</source>
        <translation>Zadane skunksy</translation>
    </message>
    <message>
        <source>Skunks taken</source>
        <translation>Otrzymane skunksy</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Strony ustawień</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>New matches</source>
        <translation>Nowe mecze</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Ogólne</translation>
    </message>
    <message>
        <source>Reading and pace</source>
        <translation>Czytanie i tempo</translation>
    </message>
    <message>
        <source>Your computer user name</source>
        <translation>Nazwa użytkownika komputera</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Twoje imię:</translation>
    </message>
    <message>
        <source>&amp;Dominoes players:</source>
        <translation>Liczba graczy w &amp;domino:</translation>
    </message>
    <message>
        <source>C&amp;ribbage players:</source>
        <translation>Liczba graczy w &amp;cribbage:</translation>
    </message>
    <message>
        <source>Cribbage &amp;game to:</source>
        <translation>Cribbage: &amp;gra do:</translation>
    </message>
    <message>
        <source>&amp;Animation length:</source>
        <translation>Długość &amp;animacji:</translation>
    </message>
    <message>
        <source>Computer &amp;pause:</source>
        <translation>&amp;Pauza komputera:</translation>
    </message>
    <message>
        <source>Longest computer &amp;thinking time:</source>
        <translation>Najdłuższy czas &amp;namysłu komputera:</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>Te&amp;xt size:</source>
        <translation>&amp;Rozmiar tekstu:</translation>
    </message>
    <message>
        <source>High &amp;contrast:</source>
        <translation>&amp;Wysoki kontrast:</translation>
    </message>
    <message>
        <source>Red&amp;uce motion:</source>
        <translation>Mniej r&amp;uchu:</translation>
    </message>
    <message>
        <source>Pac&amp;e of computer moves:</source>
        <translation>T&amp;empo ruchów komputera:</translation>
    </message>
    <message>
        <source>Computer opponent &amp;%1:</source>
        <translation>Przeciwnik komputerowy &amp;%1:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Losowy</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>121 points</source>
        <translation>121 punktów</translation>
    </message>
    <message>
        <source>61 points</source>
        <translation>61 punktów</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Bez animacji</translation>
    </message>
    <message>
        <source>No pause</source>
        <translation>Bez pauzy</translation>
    </message>
    <message>
        <source>&amp;Muggins: players count their own hands</source>
        <translation>&amp;Muggins: gracze sami liczą swoje ręce</translation>
    </message>
    <message>
        <source>&amp;Lowball: reaching the target loses</source>
        <translation>&amp;Lowball: kto osiągnie cel, przegrywa</translation>
    </message>
    <message>
        <source>Partners&amp;hips with four players</source>
        <translation>Gra w pa&amp;rach przy czterech graczach</translation>
    </message>
    <message>
        <source>Dominoes scores as tally mar&amp;ks</source>
        <translation>Wyniki domina jako kre&amp;ski</translation>
    </message>
    <message>
        <source>Show h&amp;ints</source>
        <translation>Pokazuj podpowied&amp;zi</translation>
    </message>
    <message>
        <source>Ask &amp;before leaving a running match</source>
        <translation>Pytaj przed &amp;opuszczeniem trwającego meczu</translation>
    </message>
    <message>
        <source>De&amp;faults</source>
        <translation>Domy&amp;ślne</translation>
    </message>
    <message>
        <source>O&amp;K</source>
        <translation>O&amp;K</translation>
    </message>
    <message>
        <source>Appl&amp;y</source>
        <translation>Zastos&amp;uj</translation>
    </message>
    <message>
        <source>Cance&amp;l</source>
        <translation>Anu&amp;luj</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Włączone</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <source>&amp;Wait for a click or key after each computer move</source>
        <translation>C&amp;zekaj na kliknięcie lub klawisz po każdym ruchu komputera</translation>
    </message>
    <message>
        <source>Table messages &amp;stay until read</source>
        <translation>Komunikaty na stole zostają do &amp;przeczytania</translation>
    </message>
    <message>
        <source>Hints in hot-seat matches &amp;too</source>
        <translation>Podpowiedzi także w grze przy jednym ekra&amp;nie</translation>
    </message>
    <message>
        <source>Allow taking back a mo&amp;ve</source>
        <translation>Pozwól &amp;cofnąć ruch</translation>
    </message>
    <message>
        <source>Lowball is always played without Muggins.</source>
        <translation>Lowball zawsze gra się bez Muggins.</translation>
    </message>
    <message>
        <source>These settings cannot be used: %1</source>
        <translation>Tych ustawień nie można użyć: %1</translation>
    </message>
    <message>
        <source>The settings apply now but could not be saved for next time: %1</source>
        <translation>Ustawienia działają teraz, ale nie udało się ich zapisać na później: %1</translation>
    </message>
    <message>
        <source>&amp;Game and table</source>
        <translation>&amp;Gra i stół</translation>
    </message>
    <message>
        <source>Looks and &amp;sound</source>
        <translation>Wygląd i &amp;dźwięk</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>Count settled</source>
        <translation>Liczenie rozstrzygnięte</translation>
    </message>
    <message>
        <source>Crib (%1)</source>
        <translation>Krib (%1)</translation>
    </message>
    <message>
        <source>Hand (%1)</source>
        <translation>Ręka (%1)</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Karta startowa</translation>
    </message>
    <message>
        <source>True count: %1</source>
        <translation>Prawdziwe liczenie: %1</translation>
    </message>
    <message>
        <source>Declared: %1    True count: %2</source>
        <translation>Podano: %1    Prawdziwe liczenie: %2</translation>
    </message>
    <message>
        <source>&amp;How the count is made up:</source>
        <translation>&amp;Rozbicie punktów:</translation>
    </message>
    <message>
        <source>How the count is made up</source>
        <translation>Rozbicie punktów</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Dalej</translation>
    </message>
    <message>
        <source>Nothing scores in this hand.</source>
        <translation>Ta ręka nie daje żadnych punktów.</translation>
    </message>
    <message>
        <source>%1: Muggins, %2</source>
        <translation>%1: muggins, %2</translation>
    </message>
    <message>
        <source>The count reached the target: no answers were asked.</source>
        <translation>Liczenie osiągnęło cel: bez odpowiedzi.</translation>
    </message>
    <message>
        <source>Nobody answered.</source>
        <translation>Nikt nie odpowiadał.</translation>
    </message>
    <message>
        <source>You were wrong: the count was not too high, so nothing changes.</source>
        <translation>Twoje zgłoszenie zawyżenia było fałszywe: liczenie nie było zawyżone, więc nic się nie zmienia.</translation>
    </message>
    <message>
        <source>The count was %1 too high, but nobody called an overcount, so it stands; nothing changes.</source>
        <translation>Liczba była zawyżona o %1, ale nikt nie zgłosił zawyżenia, więc zostaje; nic się nie zmienia.</translation>
    </message>
    <message>
        <source>The count was %1 too high, but nobody called an overcount, so it stands.</source>
        <translation>Liczba była zawyżona o %1, ale nikt nie zgłosił zawyżenia, więc zostaje.</translation>
    </message>
    <message>
        <source>The count was %1 short, but nobody called muggins, so it stands; nothing changes.</source>
        <translation>Liczba była zaniżona o %1, ale nikt nie zawołał muggins, więc zostaje; nic się nie zmienia.</translation>
    </message>
    <message>
        <source>%1 was wrong: no points were missed, so the %3 claimed go to %2.</source>
        <translation>%1 — fałszywe zgłoszenie: nic nie przeoczono, więc %2 dostaje to, co zgłoszono: %3.</translation>
    </message>
    <message>
        <source>%1 was wrong: the count was not too high, so nothing changes.</source>
        <translation>%1 — fałszywe zgłoszenie zawyżenia: liczenie nie było zawyżone, więc nic się nie zmienia.</translation>
    </message>
    <message>
        <source>You were wrong: no points were missed, so the %3 claimed go to %2.</source>
        <translation>Twoje zgłoszenie było fałszywe: nic nie przeoczono, więc %2 dostaje to, co zgłoszono: %3.</translation>
    </message>
    <message>
        <source>%1: +%2 for the wrong call (%3 in all with the %4 declared)</source>
        <translation>%1: +%2 za fałszywe zgłoszenie (razem z podanymi %4: %3)</translation>
    </message>
    <message>
        <source>%1: +%2</source>
        <translation>%1: +%2</translation>
    </message>
    <message>
        <source>%1: −%2</source>
        <translation>%1: −%2</translation>
    </message>
    <message>
        <source>Pegged automatically.</source>
        <translation>Zapisano automatycznie.</translation>
    </message>
    <message>
        <source>The declared count stands; nothing changes.</source>
        <translation>Podana liczba zostaje; nic się nie zmienia.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <source>Dominoes scored in fives, and cribbage with the Muggins rule.</source>
        <translation>Domino z punktami za piątki i cribbage z regułą Muggins.</translation>
    </message>
    <message>
        <source>Continue the last match</source>
        <translation>Kontynuuj poprzedni mecz</translation>
    </message>
    <message>
        <source>Continue the series</source>
        <translation>Kontynuuj serię</translation>
    </message>
    <message>
        <source>New dominoes game</source>
        <translation>Nowa gra w domino</translation>
    </message>
    <message>
        <source>New cribbage game</source>
        <translation>Nowa gra w cribbage</translation>
    </message>
    <message>
        <source>Matches…</source>
        <translation>Mecze…</translation>
    </message>
    <message>
        <source>Matches: every match kept, to resume, review or play again</source>
        <translation>Mecze: wszystkie zachowane mecze, by je wznowić, przejrzeć albo zagrać jeszcze raz</translation>
    </message>
    <message>
        <source>Unfinished matches</source>
        <translation>Niedokończone mecze</translation>
    </message>
    <message>
        <source>Enter resumes the chosen match.</source>
        <translation>Enter wznawia wybrany mecz.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Domino</translation>
    </message>
    <message>
        <source>the series goes on with its next game</source>
        <translation>seria toczy się dalej następną partią</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Wyzeruj statystyki…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <source>&amp;Finished matches by game and number of players:</source>
        <translation>Zakończone &amp;mecze według gry i liczby graczy:</translation>
    </message>
    <message>
        <source>Statistics by game and number of players</source>
        <translation>Statystyki według gry i liczby graczy</translation>
    </message>
    <message>
        <source>No finished matches yet.</source>
        <translation>Brak zakończonych meczów.</translation>
    </message>
    <message>
        <source>&amp;Series played to the end (best of, or a number of games in game points):</source>
        <translation>&amp;Serie rozegrane do końca (do wygranych albo ustalona liczba partii w punktach meczowych):</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Najlepszy wynik</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Średni wynik</translation>
    </message>
    <message>
        <source>Skunks given</source>
        <translation>Zadane skunksy</translation>
    </message>
    <message>
        <source>Skunks received</source>
        <translation>Otrzymane skunksy</translation>
    </message>
    <message>
        <source>Muggins calls</source>
        <translation>Zgłoszenia muggins</translation>
    </message>
    <message>
        <source>Calls won</source>
        <translation>Trafne zgłoszenia</translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation>Przeoczone punkty</translation>
    </message>
    <message>
        <source>With take-backs</source>
        <translation>Z cofniętymi ruchami</translation>
    </message>
    <message>
        <source>Points you left uncounted in your own hands and cribs</source>
        <translation>Punkty pominięte przy liczeniu własnych rąk i kribów</translation>
    </message>
    <message>
        <source>Finished matches in which you took a move back</source>
        <translation>Zakończone mecze, w których cofnięto ruch</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Domino</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>%1 (partnerships)</source>
        <translation>%1 (pary)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Wyzeruj statystyki</translation>
    </message>
    <message>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>Usunąć statystyki wszystkich gier? Tego nie da się cofnąć.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Nie udało się wyzerować statystyk: %1</translation>
    </message>
    <message>
        <source>Recount from the &amp;matches</source>
        <translation>&amp;Przelicz z meczów</translation>
    </message>
    <message>
        <source>Recount the statistics from every kept match</source>
        <translation>Przelicz statystyki ze wszystkich zachowanych meczów</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Nie udało się zapisać statystyk: %1</translation>
    </message>
    <message>
        <source>The statistics could not be recounted: %1</source>
        <translation>Nie udało się przeliczyć statystyk: %1</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>a field holds a value this app cannot use</source>
        <translation>jedno z pól ma wartość, której ta aplikacja nie może użyć</translation>
    </message>
    <message>
        <source>the field %1 must be a whole number from %2 to %3</source>
        <translation>pole %1 musi być liczbą całkowitą od %2 do %3</translation>
    </message>
    <message>
        <source>the field %1 must be a number from %2 to %3</source>
        <translation>pole %1 musi być liczbą od %2 do %3</translation>
    </message>
    <message>
        <source>the field %1 must be one of %2</source>
        <translation>pole %1 musi mieć jedną z wartości: %2</translation>
    </message>
    <message>
        <source>the field %1 must be true or false</source>
        <translation>pole %1 musi mieć wartość true lub false</translation>
    </message>
    <message>
        <source>the field %1 must be text of at most %2 characters</source>
        <translation>pole %1 musi być tekstem (najwyżej znaków: %2)</translation>
    </message>
    <message>
        <source>the field %1 must not contain control characters</source>
        <translation>pole %1 nie może zawierać znaków sterujących</translation>
    </message>
    <message>
        <source>it lists %1 seats for a match of %2 players</source>
        <translation>liczba miejsc w nim (%1) nie zgadza się z liczbą graczy meczu (%2)</translation>
    </message>
    <message>
        <source>seat %1 has no usable name (1 to %2 characters without control characters)</source>
        <translation>miejsce %1 nie ma użytecznej nazwy (od 1 do %2 znaków bez znaków sterujących)</translation>
    </message>
    <message>
        <source>the field %1 must list three levels out of %2</source>
        <translation>pole %1 musi podawać trzy poziomy spośród: %2</translation>
    </message>
    <message>
        <source>the field %1 holds a value this app cannot use</source>
        <translation>pole %1 zawiera wartość, której ta aplikacja nie może użyć</translation>
    </message>
    <message>
        <source>it is not a regular file (it is a folder, a pipe or a device)</source>
        <translation>nie jest to zwykły plik (to folder, potok lub urządzenie)</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>nie jest to tekst w kodowaniu UTF-8</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>jego zawartość nie jest obiektem JSON</translation>
    </message>
    <message>
        <source>it has no format version</source>
        <translation>brak w nim wersji formatu</translation>
    </message>
    <message>
        <source>its record is not a legal match</source>
        <translation>zapisany w nim mecz jest niezgodny z zasadami</translation>
    </message>
    <message>
        <source>its options do not agree with the start of its record</source>
        <translation>jego opcje nie zgadzają się z początkiem zapisu</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>taki plik nie istnieje</translation>
    </message>
    <message>
        <source>it could not be interpreted</source>
        <translation>nie udało się zinterpretować jego zawartości</translation>
    </message>
    <message>
        <source>it is a link to a file outside its folder</source>
        <translation>jest dowiązaniem do pliku spoza swojego folderu</translation>
    </message>
    <message>
        <source>its lists and objects are nested too deeply</source>
        <translation>jego listy i obiekty są zagnieżdżone zbyt głęboko</translation>
    </message>
    <message>
        <source>it holds a number with too many digits</source>
        <translation>zawiera liczbę o zbyt wielu cyfrach</translation>
    </message>
    <message>
        <source>it holds a number too large for this app</source>
        <translation>zawiera liczbę zbyt dużą dla tej aplikacji</translation>
    </message>
    <message>
        <source>it holds NaN or Infinity, which are not numbers this app accepts</source>
        <translation>zawiera NaN lub Infinity, a takich liczb ta aplikacja nie przyjmuje</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>jest pusty</translation>
    </message>
    <message>
        <source>it is not a list of match events</source>
        <translation>nie jest listą zdarzeń meczu</translation>
    </message>
    <message>
        <source>one of its events has no short event name</source>
        <translation>jedno z jego zdarzeń nie ma krótkiej nazwy</translation>
    </message>
    <message>
        <source>its first event describes no match this app plays</source>
        <translation>jego pierwsze zdarzenie nie opisuje żadnego meczu, który rozgrywa ta aplikacja</translation>
    </message>
    <message>
        <source>it is a symbolic link</source>
        <translation>jest dowiązaniem symbolicznym</translation>
    </message>
    <message>
        <source>it has other hard links, and writing it would change them too</source>
        <translation>ma inne dowiązania twarde, a zapis zmieniłby także je</translation>
    </message>
    <message>
        <source>its description file is not a regular file (it is a folder, a pipe, a socket or a link)</source>
        <translation>jego plik opisu nie jest zwykłym plikiem (to folder, potok, gniazdo lub dowiązanie)</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB</source>
        <translation>plik jest większy niż %1 MiB</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>nie można go odczytać (%1)</translation>
    </message>
    <message>
        <source>it is not valid JSON (line %1, column %2)</source>
        <translation>nie jest to poprawny JSON (wiersz %1, kolumna %2)</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>nie jest poprawnym JSON-em</translation>
    </message>
    <message>
        <source>the key %1 appears twice in one object</source>
        <translation>klucz %1 występuje dwa razy w jednym obiekcie</translation>
    </message>
    <message>
        <source>its format version %1 is not one this app knows</source>
        <translation>ta aplikacja nie zna wersji formatu %1</translation>
    </message>
    <message>
        <source>it has an unknown field</source>
        <translation>zawiera nieznane pole</translation>
    </message>
    <message>
        <source>it has an unknown field %1</source>
        <translation>zawiera nieznane pole %1</translation>
    </message>
    <message>
        <source>the file cannot be written (%1)</source>
        <translation>nie można zapisać pliku (%1)</translation>
    </message>
    <message>
        <source>it cannot be used</source>
        <translation>nie da się go użyć</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>brak uprawnień</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>dysk jest tylko do odczytu</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>limit miejsca na dysku został wyczerpany</translation>
    </message>
    <message>
        <source>too many symbolic links</source>
        <translation>zbyt wiele dowiązań symbolicznych</translation>
    </message>
    <message>
        <source>a disk error</source>
        <translation>błąd dysku</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
    <message>
        <source>an error of the system</source>
        <translation>błąd systemu</translation>
    </message>
    <message>
        <source>its moves do not replay by the rules</source>
        <translation>jego ruchów nie da się odtworzyć zgodnie z zasadami</translation>
    </message>
    <message>
        <source>The file %1 cannot be reviewed because %2.</source>
        <translation>Pliku %1 nie można przejrzeć, ponieważ %2.</translation>
    </message>
    <message>
        <source>The automatic save held a match that had already ended, so it was removed; there is nothing to continue.</source>
        <translation>Automatyczny zapis zawierał mecz, który już się zakończył, więc został usunięty; nie ma czego kontynuować.</translation>
    </message>
    <message>
        <source>The default settings could not be saved to %1 because %2; they are used for now.</source>
        <translation>Nie udało się zapisać ustawień domyślnych w %1, ponieważ %2; na razie są one używane.</translation>
    </message>
    <message>
        <source>The match library in %1 cannot be read because %2: no match can be listed or kept until it can.</source>
        <translation>Nie da się odczytać biblioteki meczów w %1, ponieważ %2: żadnego meczu nie można wyświetlić ani zachować, dopóki znów nie będzie dostępna.</translation>
    </message>
    <message>
        <source>The saves folder %1 cannot be read (%2).</source>
        <translation>Nie można odczytać folderu zapisów %1 (%2).</translation>
    </message>
    <message>
        <source>A match in the library (%1) cannot be read now because %2; it was left where it is.</source>
        <translation>Meczu z biblioteki (%1) nie da się teraz odczytać, ponieważ %2; pozostawiono go na miejscu.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be used because %2; it was kept as %3 and the default settings are used.</source>
        <translation>Nie udało się użyć pliku ustawień %1, ponieważ %2; zachowano go jako %3 i używane są ustawienia domyślne.</translation>
    </message>
    <message>
        <source>The automatic save %1 could not be used because %2; it was kept as %3 and the interrupted match cannot be continued.</source>
        <translation>Nie udało się użyć automatycznego zapisu %1, ponieważ %2; zachowano go jako %3, a przerwanego meczu nie da się kontynuować.</translation>
    </message>
    <message>
        <source>The statistics file %1 could not be used because %2; it was kept as %3 and the statistics start again from zero.</source>
        <translation>Nie udało się użyć pliku statystyk %1, ponieważ %2; zachowano go jako %3, a statystyki zaczynają się od zera.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be used because %2, and it could not be moved aside; the default settings are used.</source>
        <translation>Nie udało się użyć pliku ustawień %1, ponieważ %2, i nie dało się go odłożyć na bok; używane są ustawienia domyślne.</translation>
    </message>
    <message>
        <source>The automatic save %1 could not be used because %2, and it could not be moved aside; the interrupted match cannot be continued.</source>
        <translation>Nie udało się użyć automatycznego zapisu %1, ponieważ %2, i nie dało się go odłożyć na bok; przerwanego meczu nie da się kontynuować.</translation>
    </message>
    <message>
        <source>The statistics file %1 could not be used because %2, and it could not be moved aside; the statistics start again from zero.</source>
        <translation>Nie udało się użyć pliku statystyk %1, ponieważ %2, i nie dało się go odłożyć na bok; statystyki zaczynają się od zera.</translation>
    </message>
    <message>
        <source>A match in the library (%1) could not be used because %2, and its files could not be moved aside.</source>
        <translation>Nie udało się użyć meczu z biblioteki (%1), ponieważ %2, a jego plików nie udało się odłożyć na bok.</translation>
    </message>
    <message>
        <source>A match in the library (%1) could not be used because %2; its files were kept as %3.</source>
        <translation>Nie udało się użyć meczu z biblioteki (%1), ponieważ %2; jego pliki zachowano jako %3.</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be opened because %2.</source>
        <translation>Nie można otworzyć zapisanej gry %1, ponieważ %2.</translation>
    </message>
    <message>
        <source>The record cannot be written to %1 because %2.</source>
        <translation>Nie można utworzyć zapisu meczu w %1, ponieważ %2.</translation>
    </message>
    <message>
        <source>The game cannot be saved to %1 because %2.</source>
        <translation>Nie można zapisać gry w %1, ponieważ %2.</translation>
    </message>
    <message>
        <source>The file %1 could not be used because %2.</source>
        <translation>Nie udało się użyć pliku %1, ponieważ %2.</translation>
    </message>
    <message>
        <source>A file could not be used (%1).</source>
        <translation>Nie udało się użyć pliku (%1).</translation>
    </message>
    <message>
        <source>The settings could not be saved because %1.</source>
        <translation>Nie udało się zapisać ustawień, ponieważ %1.</translation>
    </message>
    <message>
        <source>The statistics could not be saved because %1.</source>
        <translation>Nie udało się zapisać statystyk, ponieważ %1.</translation>
    </message>
    <message>
        <source>The counting trainer&apos;s results could not be saved because %1.</source>
        <translation>Nie udało się zapisać wyników treningu liczenia, ponieważ %1.</translation>
    </message>
    <message>
        <source>The list of kept matches could not be saved because %1.</source>
        <translation>Nie udało się zapisać listy zachowanych meczów, ponieważ %1.</translation>
    </message>
    <message>
        <source>A kept match could not be saved because %1.</source>
        <translation>Nie udało się zapisać jednego z zachowanych meczów, ponieważ %1.</translation>
    </message>
    <message>
        <source>the settings</source>
        <translation>ustawienia</translation>
    </message>
    <message>
        <source>the statistics</source>
        <translation>statystyki</translation>
    </message>
    <message>
        <source>the counting trainer&apos;s results</source>
        <translation>wyniki treningu liczenia</translation>
    </message>
    <message>
        <source>the list of kept matches</source>
        <translation>lista zachowanych meczów</translation>
    </message>
    <message>
        <source>a kept match</source>
        <translation>zachowany mecz</translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation>plik %1</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>plik</translation>
    </message>
    <message>
        <source>Several things could not be saved because %1: %2.</source>
        <translation>Nie udało się zapisać kilku rzeczy, ponieważ %1: %2.</translation>
    </message>
    <message>
        <source>The key of this fair match is missing from its description file: the match goes on with the same deals, but when it ends its deals cannot be proven fair.</source>
        <translation>W pliku opisu tego uczciwego meczu brakuje jego klucza: mecz toczy się dalej z tymi samymi rozdaniami, ale po jego zakończeniu nie da się dowieść, że rozdania były uczciwe.</translation>
    </message>
    <message>
        <source>The statistics of this match could not be saved (%1).</source>
        <translation>Nie udało się zapisać statystyk tego meczu (%1).</translation>
    </message>
</context>
<context>
    <name>StoragePrompts</name>
    <message>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Zapisano: %1</translation>
    </message>
    <message>
        <source>Record written to %1</source>
        <translation>Zapis meczu utworzono: %1</translation>
    </message>
    <message>
        <source>That match is already over.</source>
        <translation>Ten mecz już się zakończył.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Graj dalej</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Leave this match?</source>
        <translation>Opuścić ten mecz?</translation>
    </message>
    <message>
        <source>A match is still running. If you start or open another one, this match is lost (save it by name first to keep it). Leave it?</source>
        <translation>Mecz wciąż trwa. Jeśli zaczniesz lub otworzysz inny, ten mecz przepadnie (aby go zachować, najpierw zapisz go pod nazwą). Opuścić go?</translation>
    </message>
    <message>
        <source>This match is not finished. If you leave it, it stays in Game → Matches among the unfinished matches, and Continue resumes it.</source>
        <translation>Ten mecz nie jest skończony. Jeśli go opuścisz, zostanie w „Gra → Mecze” wśród niedokończonych, a „Kontynuuj” go wznowi.</translation>
    </message>
    <message>
        <source>Leave it for later</source>
        <translation>Zostaw na później</translation>
    </message>
    <message>
        <source>The match was moved to the trash (Game → Matches can undo it).</source>
        <translation>Mecz przeniesiono do kosza („Gra → Mecze” może to cofnąć).</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>a hint for this decision</source>
        <translation>podpowiedź do tej decyzji</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>take back your last move</source>
        <translation>cofa twój ostatni ruch</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>read the table aloud (screen reader)</source>
        <translation>czyta stół na głos (czytnik ekranu)</translation>
    </message>
    <message>
        <source>? / F1 / Esc</source>
        <translation>? / F1 / Esc</translation>
    </message>
    <message>
        <source>show or hide this list</source>
        <translation>pokazuje lub chowa tę listę</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>play again a move you took back</source>
        <translation>ponawia cofnięty ruch</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>sound off or on</source>
        <translation>wyłącza lub włącza dźwięk</translation>
    </message>
    <message>
        <source>Shift+F1</source>
        <translation>Shift+F1</translation>
    </message>
    <message>
        <source>the rules of the game (Help → Rules)</source>
        <translation>zasady gry (Pomoc → Zasady)</translation>
    </message>
    <message>
        <source>Tab / F6</source>
        <translation>Tab / F6</translation>
    </message>
    <message>
        <source>go on to the score sheet and the match log</source>
        <translation>przechodzi do tabeli wyników i przebiegu meczu</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>The table can be played with the keyboard alone.</source>
        <translation>Przy stole można grać samą klawiaturą.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>TableReader</name>
    <message>
        <source>Dominoes table</source>
        <translation>Stół do domina</translation>
    </message>
    <message>
        <source>Cribbage table</source>
        <translation>Stół do cribbage</translation>
    </message>
    <message>
        <source>Press Ctrl+R to hear the table, F1 or ? for the keys.</source>
        <translation>Naciśnij Ctrl+R, aby usłyszeć opis stołu, a F1 lub ?, aby zobaczyć klawisze.</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Sukno</translation>
    </message>
    <message>
        <source>What is on the table</source>
        <translation>Co jest na stole</translation>
    </message>
    <message numerus="yes">
        <source>Playing to %n point(s)</source>
        <translation>
            <numerusform>Cel: %n punkt</numerusform>
            <numerusform>Cel: %n punkty</numerusform>
            <numerusform>Cel: %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points, %n tile(s) left</source>
        <translation>
            <numerusform>%1: wynik %2, w ręce %n kamień</numerusform>
            <numerusform>%1: wynik %2, w ręce %n kamienie</numerusform>
            <numerusform>%1: wynik %2, w ręce %n kamieni</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ma ruch</translation>
    </message>
    <message numerus="yes">
        <source>Line: %n tile(s), from %1 to %2</source>
        <translation>
            <numerusform>Łańcuch: %n kamień, od %1 do %2</numerusform>
            <numerusform>Łańcuch: %n kamienie, od %1 do %2</numerusform>
            <numerusform>Łańcuch: %n kamieni, od %1 do %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Open ends: %1</source>
        <translation>Otwarte końce: %1</translation>
    </message>
    <message numerus="yes">
        <source>Boneyard: %n tile(s)</source>
        <translation>
            <numerusform>Pula: %n kamień</numerusform>
            <numerusform>Pula: %n kamienie</numerusform>
            <numerusform>Pula: %n kamieni</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is hidden</source>
        <translation>Twoja ręka jest zakryta</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n tile(s)</source>
        <translation>
            <numerusform>Twoja ręka: %n kamień</numerusform>
            <numerusform>Twoja ręka: %n kamienie</numerusform>
            <numerusform>Twoja ręka: %n kamieni</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Kamień %1</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>można zagrać</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>nie pasuje</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>wybrano</translation>
    </message>
    <message>
        <source>No tile fits and the boneyard is empty: press P to pass</source>
        <translation>Żaden kamień nie pasuje, a pula jest pusta: naciśnij P, aby spasować</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Buttons: %1</source>
        <translation>Przyciski: %1</translation>
    </message>
    <message>
        <source>Press Enter for “%1”</source>
        <translation>Naciśnij Enter, aby wybrać „%1”</translation>
    </message>
    <message>
        <source>No tile fits: press D to draw, or Shift+D to draw until one fits</source>
        <translation>Żaden kamień nie pasuje: naciśnij D, aby dobrać, albo Shift+D, aby dobierać do skutku</translation>
    </message>
    <message>
        <source>double blank</source>
        <translation>dublet pustych</translation>
    </message>
    <message>
        <source>double one</source>
        <translation>dublet jedynek</translation>
    </message>
    <message>
        <source>double two</source>
        <translation>dublet dwójek</translation>
    </message>
    <message>
        <source>double three</source>
        <translation>dublet trójek</translation>
    </message>
    <message>
        <source>double four</source>
        <translation>dublet czwórek</translation>
    </message>
    <message>
        <source>double five</source>
        <translation>dublet piątek</translation>
    </message>
    <message>
        <source>double six</source>
        <translation>dublet szóstek</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>pusty</translation>
    </message>
    <message>
        <source>one</source>
        <translation>jeden</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dwa</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trzy</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cztery</translation>
    </message>
    <message>
        <source>five</source>
        <translation>pięć</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sześć</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Tile %1 selected</source>
        <translation>Wybrano kamień %1</translation>
    </message>
    <message>
        <source>left end</source>
        <translation>lewy koniec</translation>
    </message>
    <message>
        <source>right end</source>
        <translation>prawy koniec</translation>
    </message>
    <message>
        <source>(Up or Down for the other end, Enter to play)</source>
        <translation>(W górę lub W dół — drugi koniec, Enter — zagraj)</translation>
    </message>
    <message>
        <source>(Enter to play)</source>
        <translation>(Enter — zagraj)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points, %n card(s) left</source>
        <translation>
            <numerusform>%1: wynik %2, w ręce %n karta</numerusform>
            <numerusform>%1: wynik %2, w ręce %n karty</numerusform>
            <numerusform>%1: wynik %2, w ręce %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>rozdaje</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Plansza: %1</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Karta startowa: %1</translation>
    </message>
    <message>
        <source>Starter: not cut yet</source>
        <translation>Karta startowa: talia jeszcze nie przełożona</translation>
    </message>
    <message numerus="yes">
        <source>Crib: %n card(s)</source>
        <translation>
            <numerusform>Krib: %n karta</numerusform>
            <numerusform>Krib: %n karty</numerusform>
            <numerusform>Krib: %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Count: %1</source>
        <translation>Suma: %1</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>Twoja ręka: %n karta</numerusform>
            <numerusform>Twoja ręka: %n karty</numerusform>
            <numerusform>Twoja ręka: %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Card %1: %2</source>
        <translation>Karta %1: %2</translation>
    </message>
    <message>
        <source>too high</source>
        <translation>ponad 31</translation>
    </message>
    <message>
        <source>%1, starter %2</source>
        <translation>%1, karta startowa %2</translation>
    </message>
    <message>
        <source>cursor</source>
        <translation>kursor</translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation>Razem: %1</translation>
    </message>
    <message>
        <source>Last row %1: %2</source>
        <translation>Ostatni wiersz %1: %2</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Ruch: %1</translation>
    </message>
    <message>
        <source>&amp;Read the table</source>
        <translation>&amp;Odczytaj stół</translation>
    </message>
    <message>
        <source>Match log</source>
        <translation>Przebieg meczu</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>The line is empty: the leader may open with any tile.</source>
        <translation>Łańcuch jest pusty: zaczynający może otworzyć dowolnym kamieniem.</translation>
    </message>
    <message>
        <source>Button: %1</source>
        <translation>Przycisk: %1</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 wygrywa mecz!</translation>
    </message>
    <message>
        <source>You and %1 win the match!</source>
        <translation>Ty i %1 wygrywacie mecz!</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Wygrywasz mecz!</translation>
    </message>
    <message>
        <source>%1 and %2 win the match!</source>
        <translation>%1 i %2 wygrywają mecz!</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>your play of %1</source>
        <translation>twój ruch %1</translation>
    </message>
    <message>
        <source>your draw</source>
        <translation>twoje dobranie</translation>
    </message>
    <message>
        <source>your pass</source>
        <translation>twoje opuszczenie kolejki</translation>
    </message>
    <message>
        <source>your discard of %1</source>
        <translation>twoje odłożenie %1 do kriba</translation>
    </message>
    <message>
        <source>your cut</source>
        <translation>twoje przełożenie talii</translation>
    </message>
    <message>
        <source>your Go</source>
        <translation>twoje „go”</translation>
    </message>
    <message>
        <source>your count of %1</source>
        <translation>twoją podaną liczbę %1</translation>
    </message>
    <message>
        <source>your answer</source>
        <translation>twoją odpowiedź</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>twój ruch</translation>
    </message>
    <message>
        <source>your forced play of %1</source>
        <translation>twój wymuszony ruch %1</translation>
    </message>
    <message>
        <source>your forced draw</source>
        <translation>twoje wymuszone dobranie</translation>
    </message>
    <message>
        <source>your forced pass</source>
        <translation>twoje wymuszone opuszczenie kolejki</translation>
    </message>
    <message>
        <source>your forced Go</source>
        <translation>twoje wymuszone „go”</translation>
    </message>
    <message>
        <source>your forced move</source>
        <translation>twój wymuszony ruch</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1&apos;s reply</source>
        <translation>odpowiedź: %1</translation>
    </message>
    <message>
        <source>You took back %1.</source>
        <translation>Cofnięto %1.</translation>
    </message>
    <message>
        <source>You took back %1, and with it %2.</source>
        <translation>Cofnięto %1, a razem z tym %2.</translation>
    </message>
    <message>
        <source>Played again: %1.</source>
        <translation>Zagrano ponownie: %1.</translation>
    </message>
    <message>
        <source>Played again.</source>
        <translation>Zagrano ponownie.</translation>
    </message>
    <message>
        <source>That move was in the round that has ended: its result is settled, so a take-back does not go back past the end of a round.</source>
        <translation>Ten ruch był w rundzie, która się zakończyła: jej wynik jest rozstrzygnięty, więc cofnięcie ruchu nie sięga poza koniec rundy.</translation>
    </message>
    <message>
        <source>That move was in the hand that has been counted: its result is settled, so a take-back does not go back past the end of a hand.</source>
        <translation>Ten ruch był w rozdaniu, które już policzono: jego wynik jest rozstrzygnięty, więc cofnięcie ruchu nie sięga poza koniec rozdania.</translation>
    </message>
    <message>
        <source>Take-back is off when several people share the table.</source>
        <translation>Cofanie ruchów jest wyłączone, gdy przy jednym ekranie gra kilka osób.</translation>
    </message>
    <message>
        <source>Take-back is for a person playing against the computer.</source>
        <translation>Cofać ruchy można tylko w grze jednej osoby przeciwko komputerowi.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back yet.</source>
        <translation>Nie ma jeszcze twojego ruchu, który można cofnąć.</translation>
    </message>
    <message>
        <source>The match is over: there is nothing to take back.</source>
        <translation>Mecz się zakończył: nie ma czego cofać.</translation>
    </message>
    <message>
        <source>Take-back is turned off in the settings.</source>
        <translation>Cofanie ruchów jest wyłączone w ustawieniach.</translation>
    </message>
    <message>
        <source>There is nothing to redo: Redo replays a move you took back until you make a new one.</source>
        <translation>Nie ma czego ponawiać: „Ponów ruch” odtwarza cofnięty ruch, dopóki nie wykonasz nowego.</translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation>Tego ruchu nie można cofnąć.</translation>
    </message>
</context>
<context>
    <name>TrainerDialog</name>
    <message>
        <source>Practice counting</source>
        <translation>Trening liczenia</translation>
    </message>
    <message>
        <source>Type the count and press Enter</source>
        <translation>Wpisz liczbę punktów i naciśnij Enter</translation>
    </message>
    <message>
        <source>Your count:</source>
        <translation>Twoja liczba:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Czas:</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Następna ręka</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Karta startowa</translation>
    </message>
    <message>
        <source>Count this crib (a flush needs all five cards).</source>
        <translation>Policz ten krib (kolor wymaga wszystkich pięciu kart).</translation>
    </message>
    <message>
        <source>Count this hand.</source>
        <translation>Policz tę rękę.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Right: %1 in %2 s.</source>
        <translation>Dobrze: %1 w %2 s.</translation>
    </message>
    <message>
        <source>The count is %1 (%2 s).</source>
        <translation>Prawidłowy wynik: %1 (%2 s).</translation>
    </message>
    <message>
        <source>In a crib a flush needs the starter too.</source>
        <translation>W kribie kolor liczy się tylko wtedy, gdy karta startowa też jest w tym kolorze.</translation>
    </message>
    <message>
        <source>a fifteen</source>
        <translation>piętnastka</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>para</translation>
    </message>
    <message>
        <source>a run</source>
        <translation>sekwens</translation>
    </message>
    <message>
        <source>the flush</source>
        <translation>kolor</translation>
    </message>
    <message>
        <source>nobs</source>
        <translation>nobs</translation>
    </message>
    <message>
        <source>Fifteen</source>
        <translation>Piętnastka</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Para</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Sekwens</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <source>Nobs</source>
        <translation>Nobs</translation>
    </message>
    <message>
        <source>%1: %2 for %3</source>
        <translation>%1: %2 za %3 pkt</translation>
    </message>
    <message>
        <source>Nothing scores: nineteen, as players say.</source>
        <translation>Nic nie punktuje: „dziewiętnaście”, jak mówią gracze.</translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation>Nie ma jeszcze odpowiedzi.</translation>
    </message>
    <message>
        <source>%1 of %2 right (%3%), %4 s on average.</source>
        <translation>Poprawnie %1 z %2 (%3%), średnio %4 s.</translation>
    </message>
    <message>
        <source>%1 missed %2 of %3 (%4 s)</source>
        <translation>%1: przeoczono %2 z %3 (%4 s)</translation>
    </message>
    <message>
        <source>Overcounts: %1.</source>
        <translation>Zawyżenia: %1.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Ends add up to a multiple of five</source>
        <translation>Suma końców jest wielokrotnością pięciu</translation>
    </message>
    <message>
        <source>Fifteen</source>
        <translation>Piętnastka</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Para</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Trzy jednakowe</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Cztery jednakowe</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Sekwens</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <source>His nobs</source>
        <translation>Nobs</translation>
    </message>
    <message>
        <source>His heels</source>
        <translation>Heels</translation>
    </message>
    <message>
        <source>Thirty-one</source>
        <translation>Trzydzieści jeden</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>Last card</source>
        <translation>Ostatnia karta</translation>
    </message>
    <message>
        <source>Tiles left in hand</source>
        <translation>Kamienie w ręce</translation>
    </message>
    <message>
        <source>Reached the target</source>
        <translation>Osiągnięto cel</translation>
    </message>
    <message>
        <source>Lowball: the first to reach the target loses</source>
        <translation>Lowball: kto pierwszy osiągnie cel, przegrywa</translation>
    </message>
    <message>
        <source>Skunk</source>
        <translation>Skunks</translation>
    </message>
    <message>
        <source>Double skunk</source>
        <translation>Podwójny skunks</translation>
    </message>
    <message>
        <source>Lowball is played without Muggins: hands are counted automatically.</source>
        <translation>Lowball gra się bez Muggins: ręce są liczone automatycznie.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Przyjmij</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <source>Overcount</source>
        <translation>Zawyżenie</translation>
    </message>
    <message>
        <source>Discard to the crib</source>
        <translation>Odkładanie do kriba</translation>
    </message>
    <message>
        <source>Cut for the starter</source>
        <translation>Przełożenie talii</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <source>The show</source>
        <translation>Liczenie rąk</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Mecz zakończony</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ten ruch jest teraz niedozwolony.</translation>
    </message>
    <message>
        <source>The match is already over.</source>
        <translation>Mecz już się zakończył.</translation>
    </message>
    <message>
        <source>Nobody is to act now.</source>
        <translation>Teraz nikt nie ma ruchu.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <source>That move does not belong to this game.</source>
        <translation>Taki ruch nie należy do tej gry.</translation>
    </message>
    <message>
        <source>{tile} does not fit there.</source>
        <translation>{tile} tu nie pasuje.</translation>
    </message>
    <message>
        <source>Choose the end of the line for {tile}.</source>
        <translation>Wybierz koniec łańcucha dla {tile}.</translation>
    </message>
    <message>
        <source>{tile} is not in your hand.</source>
        <translation>Nie masz w ręce {tile}.</translation>
    </message>
    <message>
        <source>{tile} opens the line, so it needs no end.</source>
        <translation>{tile} otwiera łańcuch, więc nie potrzebuje końca.</translation>
    </message>
    <message>
        <source>You drew {tile} and it fits, so you must play it now.</source>
        <translation>Dobrany kamień {tile} pasuje, więc musisz nim teraz zagrać.</translation>
    </message>
    <message>
        <source>You have something that fits, so you must play it.</source>
        <translation>Masz coś, co pasuje, więc musisz zagrać.</translation>
    </message>
    <message>
        <source>The boneyard is empty; there is nothing to draw.</source>
        <translation>Pula jest pusta; nie ma czego dobierać.</translation>
    </message>
    <message>
        <source>You may pass only when the boneyard is empty; draw a tile instead.</source>
        <translation>Pasować można tylko przy pustej puli; dobierz kamień.</translation>
    </message>
    <message>
        <source>That move is not possible at this stage of the deal.</source>
        <translation>Na tym etapie rozdania ten ruch jest niemożliwy.</translation>
    </message>
    <message>
        <source>The same card is chosen twice.</source>
        <translation>Tę samą kartę wybrano dwa razy.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>Nie masz w ręce {card}.</translation>
    </message>
    <message>
        <source>{card} would take the count past 31.</source>
        <translation>Z {card} suma przekroczy 31.</translation>
    </message>
    <message>
        <source>Players do not answer their own count.</source>
        <translation>Na własne liczenie się nie odpowiada.</translation>
    </message>
    <message>
        <source>A partner never answers their partner&apos;s count.</source>
        <translation>Partner nigdy nie odpowiada na liczenie swojego partnera.</translation>
    </message>
    <message>
        <source>It is not this player&apos;s turn to answer.</source>
        <translation>Ten gracz nie odpowiada teraz.</translation>
    </message>
    <message>
        <source>A declared count is a whole number from 0 to 29.</source>
        <translation>Podana liczba to liczba całkowita od 0 do 29.</translation>
    </message>
    <message>
        <source>The answer must be accept, muggins or overcount.</source>
        <translation>Odpowiedź to „przyjmij”, „muggins” albo „zawyżenie”.</translation>
    </message>
    <message>
        <source>A muggins call must say how many points it claims.</source>
        <translation>Zgłoszenie muggins musi podać, ilu punktów żąda.</translation>
    </message>
    <message>
        <source>A muggins call claims from 1 to 29 points.</source>
        <translation>Zgłoszenie muggins żąda od 1 do 29 punktów.</translation>
    </message>
    <message>
        <source>Only a muggins call names points.</source>
        <translation>Tylko zgłoszenie muggins podaje punkty.</translation>
    </message>
    <message>
        <source>Nobody reached the target: the highest score won</source>
        <translation>Nikt nie osiągnął celu: wygrał najwyższy wynik</translation>
    </message>
    <message numerus="yes">
        <source>Lay away exactly %n card(s) to the crib.</source>
        <translation>
            <numerusform>Odłóż do kriba dokładnie %n kartę.</numerusform>
            <numerusform>Odłóż do kriba dokładnie %n karty.</numerusform>
            <numerusform>Odłóż do kriba dokładnie %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
</context>
</TS>
