<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Muggins</source>
        <translation>Про «Маґґінс»</translation>
    </message>
    <message>
        <source>Muggins Desktop %1</source>
        <translation>Маґґінс %1</translation>
    </message>
    <message>
        <source>Muggins dominoes and cribbage with the Muggins rule, against the computer or friends at one screen.</source>
        <translation>Доміно «Маґґінс» і крибедж із правилом «Маґґінс» — проти комп’ютера або з друзями за одним екраном.</translation>
    </message>
    <message>
        <source>License: %1</source>
        <translation>Ліцензія: %1</translation>
    </message>
    <message>
        <source>Saved games and statistics: %1
Settings: %2</source>
        <translation>Збережені ігри та статистика: %1
Налаштування: %2</translation>
    </message>
    <message>
        <source>Read the &amp;rules</source>
        <translation>Прочитати &amp;правила</translation>
    </message>
</context>
<context>
    <name>AnswerDialog</name>
    <message>
        <source>Answer the count</source>
        <translation>Відповідь на підрахунок</translation>
    </message>
    <message>
        <source>%1 counts the crib</source>
        <translation>%1 рахує криб</translation>
    </message>
    <message>
        <source>%1 counts their hand</source>
        <translation>%1 рахує свою руку</translation>
    </message>
    <message>
        <source>%1, your answer</source>
        <translation>%1, ваша відповідь</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Стартова карта</translation>
    </message>
    <message>
        <source>Declared:</source>
        <translation>Оголошено:</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>Оголошено: %1</translation>
    </message>
    <message>
        <source>Check the count. The first claim settles it; if everyone accepts, the declared count stands.</source>
        <translation>Перевірте підрахунок. Перший виклик усе вирішує; якщо всі приймають, оголошене число лишається.</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Прийняти</translation>
    </message>
    <message>
        <source>&amp;Muggins</source>
        <translation>&amp;Маґґінс</translation>
    </message>
    <message>
        <source>&amp;points missed:</source>
        <translation>пропущено &amp;балів:</translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation>Пропущені бали</translation>
    </message>
    <message>
        <source>&amp;Overcount</source>
        <translation>&amp;Завищення</translation>
    </message>
    <message>
        <source>Let the count stand.</source>
        <translation>Залишити підрахунок як є.</translation>
    </message>
    <message>
        <source>Claim points they missed (if they missed none, they get your claim).</source>
        <translation>Забрати пропущені бали (якщо нічого не пропущено, названі бали отримає той, хто рахував).</translation>
    </message>
    <message>
        <source>They claimed too much: the excess moves to you.</source>
        <translation>Нараховано забагато: надлишок переходить до вас.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Muggins is already open for this user; switch to its window.</source>
        <translation>«Маґґінс» уже відкрито для цього користувача; перейдіть до його вікна.</translation>
    </message>
    <message>
        <source>Muggins cannot start: its lock file %1 is a folder, a link or a pipe; remove it and start again.</source>
        <translation>«Маґґінс» не може запуститися: його файл блокування %1 є текою, посиланням або каналом; приберіть його й запустіть знову.</translation>
    </message>
    <message>
        <source>Muggins cannot start: its lock file %1 has other hard links; remove it and start again.</source>
        <translation>«Маґґінс» не може запуститися: його файл блокування %1 має інші жорсткі посилання; приберіть його й запустіть знову.</translation>
    </message>
    <message>
        <source>Muggins cannot start: its lock file %1 cannot be written; check the disk and the folder&apos;s rights.</source>
        <translation>«Маґґінс» не може запуститися: у його файл блокування %1 не можна записати; перевірте диск і права доступу до теки.</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>Маґґінс</translation>
    </message>
    <message>
        <source>Muggins cannot open its window: the system library %1 is missing; install the package %2 (on Fedora: %3) and start it again.</source>
        <translation>«Маґґінс» не може відкрити вікно: бракує системної бібліотеки %1; встановіть пакет %2 (у Fedora: %3) і запустіть знову.</translation>
    </message>
</context>
<context>
    <name>CardStrip</name>
    <message>
        <source>%1, starter %2</source>
        <translation>%1, стартова карта %2</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>two</source>
        <translation>двійка</translation>
    </message>
    <message>
        <source>three</source>
        <translation>трійка</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четвірка</translation>
    </message>
    <message>
        <source>five</source>
        <translation>п’ятірка</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шістка</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>сімка</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>вісімка</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>дев’ятка</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубон</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>чирв</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пік</translation>
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
        <translation>Скинути %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Покласти %1</translation>
    </message>
    <message>
        <source>Say go</source>
        <translation>Сказати «ґо»</translation>
    </message>
    <message>
        <source>Open with %1</source>
        <translation>Почати з %1</translation>
    </message>
    <message>
        <source>%1 on the left</source>
        <translation>%1 ліворуч</translation>
    </message>
    <message>
        <source>%1 on the right</source>
        <translation>%1 праворуч</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Добрати</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пропустити хід</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>Оголосити %1</translation>
    </message>
    <message>
        <source>Call muggins for %1</source>
        <translation>Сказати «маґґінс» і вимагати %1</translation>
    </message>
    <message>
        <source>Call an overcount</source>
        <translation>Сказати «завищення»</translation>
    </message>
    <message>
        <source>Accept the count</source>
        <translation>Прийняти підрахунок</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Скидання в криб</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Розіграш</translation>
    </message>
    <message>
        <source>Domino play</source>
        <translation>Хід у доміно</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Підрахунок</translation>
    </message>
    <message>
        <source>Answer to a count</source>
        <translation>Відповідь на підрахунок</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Зняття колоди</translation>
    </message>
    <message numerus="yes">
        <source>makes 15 for %n</source>
        <translation>
            <numerusform>дає 15: %n бал</numerusform>
            <numerusform>дає 15: %n бали</numerusform>
            <numerusform>дає 15: %n балів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>makes 31 for %n</source>
        <translation>
            <numerusform>дає 31: %n бал</numerusform>
            <numerusform>дає 31: %n бали</numerusform>
            <numerusform>дає 31: %n балів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a pair for %n</source>
        <translation>
            <numerusform>пара: %n бал</numerusform>
            <numerusform>пара: %n бали</numerusform>
            <numerusform>пара: %n балів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>three of a kind for %n</source>
        <translation>
            <numerusform>три однакові: %n бал</numerusform>
            <numerusform>три однакові: %n бали</numerusform>
            <numerusform>три однакові: %n балів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>four of a kind for %n</source>
        <translation>
            <numerusform>чотири однакові: %n бал</numerusform>
            <numerusform>чотири однакові: %n бали</numerusform>
            <numerusform>чотири однакові: %n балів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a run for %n</source>
        <translation>
            <numerusform>послідовність: %n бал</numerusform>
            <numerusform>послідовність: %n бали</numerusform>
            <numerusform>послідовність: %n балів</numerusform>
        </translation>
    </message>
    <message>
        <source>a ten</source>
        <translation>карта вартістю 10</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>leaves ends of %1</source>
        <translation>сума кінців: %1</translation>
    </message>
    <message>
        <source>%1, risky: the next player may score about %2</source>
        <translation>%1, ризиковано: наступний гравець може набрати близько %2</translation>
    </message>
    <message>
        <source>%1, little to answer with</source>
        <translation>%1, суперникам майже нічим відповісти</translation>
    </message>
    <message>
        <source>leaves %1</source>
        <translation>лишає суму %1</translation>
    </message>
    <message>
        <source>%1, risky against %2</source>
        <translation>%1, ризик: %2</translation>
    </message>
    <message>
        <source>%1, safe</source>
        <translation>%1, безпечно</translation>
    </message>
    <message>
        <source>the count starts again</source>
        <translation>сума починається з нуля</translation>
    </message>
    <message>
        <source>nothing fits under 31</source>
        <translation>жодна карта не вкладається в 31</translation>
    </message>
    <message numerus="yes">
        <source>scores %n</source>
        <translation>
            <numerusform>приносить %n бал</numerusform>
            <numerusform>приносить %n бали</numerusform>
            <numerusform>приносить %n балів</numerusform>
        </translation>
    </message>
    <message>
        <source>reaches the target</source>
        <translation>досягає цілі</translation>
    </message>
    <message>
        <source>your last tile: the others pay for theirs</source>
        <translation>ваша остання плитка: інші платять за свої</translation>
    </message>
    <message>
        <source>keeps %1 (%2 pips)</source>
        <translation>лишає %1 (крапок: %2)</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Лишити</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Скинути</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Криб</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Зараз</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Відповідь</translation>
    </message>
    <message>
        <source>Round outlook</source>
        <translation>Прогноз раунду</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Чому</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Підсумок</translation>
    </message>
    <message numerus="yes">
        <source>You missed %n point(s): %1.</source>
        <translation>
            <numerusform>Ви пропустили %n бал: %1.</numerusform>
            <numerusform>Ви пропустили %n бали: %1.</numerusform>
            <numerusform>Ви пропустили %n балів: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You counted %n point(s) too many.</source>
        <translation>
            <numerusform>Ви нарахували на %n бал більше.</numerusform>
            <numerusform>Ви нарахували на %n бали більше.</numerusform>
            <numerusform>Ви нарахували на %n балів більше.</numerusform>
        </translation>
    </message>
    <message>
        <source>No hints for counting: that is the skill Muggins tests.</source>
        <translation>Під час підрахунку підказок немає: саме цю навичку перевіряє «Маґґінс».</translation>
    </message>
    <message>
        <source>A hint appears when it is your turn.</source>
        <translation>Підказка з’явиться, коли настане ваш хід.</translation>
    </message>
    <message>
        <source>Only one thing to do here.</source>
        <translation>Тут можливий лише один хід.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>Scores: %1 (target %2)</source>
        <translation>Рахунок: %1 (ціль: %2)</translation>
    </message>
    <message>
        <source>Hand %1, dealer: %2</source>
        <translation>Роздача %1, здавальник: %2</translation>
    </message>
    <message>
        <source>Your cards: %1</source>
        <translation>Ваші карти: %1</translation>
    </message>
    <message>
        <source>Laid away: %1</source>
        <translation>Скинуто: %1</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Стартова карта: %1</translation>
    </message>
    <message>
        <source>Count: %1 (%2)</source>
        <translation>Сума: %1 (%2)</translation>
    </message>
    <message>
        <source>Counting %1: %2 with %3</source>
        <translation>Рахує %1: %2 і стартова карта %3</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>Оголошено: %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <translation>Лінія: %1</translation>
    </message>
    <message>
        <source>Open ends: %1 and %2</source>
        <translation>Відкриті кінці: %1 і %2</translation>
    </message>
    <message>
        <source>Your tiles: %1</source>
        <translation>Ваші плитки: %1</translation>
    </message>
    <message>
        <source>Tiles in other hands: %1; boneyard: %2</source>
        <translation>Плитки в інших гравців: %1; запас: %2</translation>
    </message>
</context>
<context>
    <name>CoachActions</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Підказка</translation>
    </message>
    <message>
        <source>Take &amp;back</source>
        <translation>&amp;Хід назад</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Розбір матчу…</translation>
    </message>
    <message>
        <source>&amp;Practice counting</source>
        <translation>&amp;Тренування підрахунку</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Підказка</translation>
    </message>
    <message>
        <source>Hints are off when several people share the table (Settings can turn them on).</source>
        <translation>Коли за одним екраном грають кілька людей, підказки вимкнено (їх можна ввімкнути в налаштуваннях).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>Review a match</source>
        <translation>Виберіть матч для розбору</translation>
    </message>
    <message>
        <source>Saved games and records (*.json *.jsonl)</source>
        <translation>Збережені ігри та записи матчів (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Повт&amp;орити</translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation>Передайте екран: %1</translation>
    </message>
    <message>
        <source>The last hand is hidden. %1, click or press Enter when you are ready to see your cards.</source>
        <translation>Останню руку сховано. %1, клацніть або натисніть Enter, коли будете готові побачити свої карти.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Це %1 — показати мої карти</translation>
    </message>
    <message>
        <source>I am %1 — show my tiles</source>
        <translation>Це %1 — показати мої плитки</translation>
    </message>
    <message>
        <source>The last hand is hidden. %1, click or press Enter when you are ready to see your tiles.</source>
        <translation>Останню руку сховано. %1, клацніть або натисніть Enter, коли будете готові побачити свої плитки.</translation>
    </message>
</context>
<context>
    <name>CribbageTable</name>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Зачекайте на свою чергу.</translation>
    </message>
    <message>
        <source>%1 would take the count past 31.</source>
        <translation>З %1 сума перевищить 31.</translation>
    </message>
    <message>
        <source>That card cannot be used now.</source>
        <translation>Цю карту зараз не можна використати.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) for the crib first.</source>
        <translation>
            <numerusform>Спершу виберіть %n карту для крибу.</numerusform>
            <numerusform>Спершу виберіть %n карти для крибу.</numerusform>
            <numerusform>Спершу виберіть %n карт для крибу.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have a card that fits: you cannot say go.</source>
        <translation>У вас є карта, яку можна покласти, тож сказати «ґо» не можна.</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Наступна роздача</translation>
    </message>
    <message>
        <source>%1 reached %2 and loses: %3 wins!</source>
        <translation>%1 досягає %2 і програє: перемагає %3!</translation>
    </message>
    <message>
        <source>Double skunk!</source>
        <translation>Подвійний скунс!</translation>
    </message>
    <message>
        <source>Skunk!</source>
        <translation>Скунс!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Подивитися на стіл</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Розбір</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>партнер</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>думає…</translation>
    </message>
    <message>
        <source>played %1</source>
        <translation>зіграно %1</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Стартова карта</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Crib (%1)</source>
        <translation>Криб (%1)</translation>
    </message>
    <message>
        <source>Hand (%1)</source>
        <translation>Рука (%1)</translation>
    </message>
    <message>
        <source>Each player lays away to the crib of %1</source>
        <translation>Кожен скидає карти в криб: %1</translation>
    </message>
    <message>
        <source>? shows the keys</source>
        <translation>? — список клавіш</translation>
    </message>
    <message>
        <source>Count: %1</source>
        <translation>Сума: %1</translation>
    </message>
    <message>
        <source>%1 declares %2 for the crib</source>
        <translation>%1: криб — оголошено %2</translation>
    </message>
    <message>
        <source>%1 declares %2 for the hand</source>
        <translation>%1: рука — оголошено %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n карта в руці</numerusform>
            <numerusform>%n карти в руці</numerusform>
            <numerusform>%n карт у руці</numerusform>
        </translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Розіграш</translation>
    </message>
    <message>
        <source>The play: a new count starts</source>
        <translation>Розіграш: нова сума з нуля</translation>
    </message>
    <message>
        <source>Each player lays away to your crib</source>
        <translation>Кожен скидає карти у ваш криб</translation>
    </message>
    <message>
        <source>Counting %1</source>
        <translation>Підрахунок: %1</translation>
    </message>
    <message>
        <source>Declared: %1</source>
        <translation>Оголошено: %1</translation>
    </message>
    <message>
        <source>Cut for the deal: %1 (lowest deals)</source>
        <translation>Зняття за право роздачі: %1 (здає найменша карта)</translation>
    </message>
    <message>
        <source>Lay away (%1/%2)</source>
        <translation>Скинути (%1/%2)</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Зняти</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Ґо</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>здавальник</translation>
    </message>
    <message>
        <source>said go</source>
        <translation>ґо</translation>
    </message>
    <message>
        <source>The show</source>
        <translation>Підрахунок рук</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Вліво / Вправо</translation>
    </message>
    <message>
        <source>move the cursor over your cards</source>
        <translation>переміщує курсор по ваших картах</translation>
    </message>
    <message>
        <source>1 – 6</source>
        <translation>1 – 6</translation>
    </message>
    <message>
        <source>pick that card (choose it for the crib, or play it)</source>
        <translation>бере відповідну карту (вибирає її в криб або кладе)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Пробіл</translation>
    </message>
    <message>
        <source>choose or play the card under the cursor</source>
        <translation>вибирає або кладе карту під курсором</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>lay away, cut, play, or go on to the next hand</source>
        <translation>скидає, знімає колоду, кладе карту або переходить до наступної роздачі</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>say go</source>
        <translation>каже «ґо»</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>put chosen cards back</source>
        <translation>скасовує вибір карт</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Матч закінчено.</translation>
    </message>
    <message>
        <source>The show…</source>
        <translation>Підрахунок рук…</translation>
    </message>
    <message>
        <source>The count is settled. Next hand (Enter) goes on.</source>
        <translation>Підрахунок завершено. «Наступна роздача» (Enter) — і гра продовжиться.</translation>
    </message>
    <message>
        <source>The count is settled; play goes on in a moment.</source>
        <translation>Підрахунок завершено; гра за мить продовжиться.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Хід: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: choose %n card(s) for the crib, then Lay away.</source>
        <translation>
            <numerusform>%1: виберіть %n карту для крибу й натисніть «Скинути».</numerusform>
            <numerusform>%1: виберіть %n карти для крибу й натисніть «Скинути».</numerusform>
            <numerusform>%1: виберіть %n карт для крибу й натисніть «Скинути».</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cut the deck for the starter.</source>
        <translation>%1: зніміть колоду, щоб відкрити стартову карту.</translation>
    </message>
    <message>
        <source>%1: play a card; gold cards keep the count at 31 or under.</source>
        <translation>%1: покладіть карту; із золотими картами сума не перевищить 31.</translation>
    </message>
    <message>
        <source>%1: nothing fits. Say Go.</source>
        <translation>%1: нема чого покласти. Скажіть «ґо».</translation>
    </message>
    <message>
        <source>%1: play a card that keeps the count at 31 or under.</source>
        <translation>%1: покладіть карту, з якою сума не перевищить 31.</translation>
    </message>
    <message>
        <source>%1: declare your count.</source>
        <translation>%1: оголосіть свій підрахунок.</translation>
    </message>
    <message>
        <source>%1: answer the declared count.</source>
        <translation>%1: дайте відповідь на оголошений підрахунок.</translation>
    </message>
    <message>
        <source>points this hand / running total</source>
        <translation>бали за роздачу / загальний рахунок</translation>
    </message>
    <message>
        <source>Count settled</source>
        <translation>Підрахунок вирішено</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Ваш хід.</translation>
    </message>
</context>
<context>
    <name>CribbageTexts</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n бал</numerusform>
            <numerusform>%n бали</numerusform>
            <numerusform>%n балів</numerusform>
        </translation>
    </message>
    <message>
        <source>a card</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>A new cribbage match for %1 players to %2 points.</source>
        <translation>Новий матч у крибедж: гравців — %1, гра до %2.</translation>
    </message>
    <message>
        <source>Muggins: players count their own hands.</source>
        <translation>Маґґінс: гравці самі рахують свої руки.</translation>
    </message>
    <message>
        <source>Lowball: whoever reaches the target loses.</source>
        <translation>Лоубол: хто досягне цілі, той програє.</translation>
    </message>
    <message>
        <source>Cut for the first deal: %1.</source>
        <translation>Зняття колоди за право першої роздачі: %1.</translation>
    </message>
    <message>
        <source>Hand %1: you deal.</source>
        <translation>Роздача %1: здаєте ви.</translation>
    </message>
    <message>
        <source>Hand %1: %2 deals.</source>
        <translation>Роздача %1: здає %2.</translation>
    </message>
    <message numerus="yes">
        <source>You lay away %n card(s) to the crib.</source>
        <translation>
            <numerusform>Ви скидаєте в криб %n карту.</numerusform>
            <numerusform>Ви скидаєте в криб %n карти.</numerusform>
            <numerusform>Ви скидаєте в криб %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lays away %n card(s) to the crib.</source>
        <translation>
            <numerusform>%1 скидає в криб %n карту.</numerusform>
            <numerusform>%1 скидає в криб %n карти.</numerusform>
            <numerusform>%1 скидає в криб %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>The starter is %1.</source>
        <translation>Стартова карта: %1.</translation>
    </message>
    <message>
        <source>His heels: the dealer pegs 2.</source>
        <translation>«П’ятки»: здавальник отримує 2 бали.</translation>
    </message>
    <message>
        <source>You play %2, count %3</source>
        <translation>Ви кладете %2, сума %3</translation>
    </message>
    <message numerus="yes">
        <source>, and peg %n point(s).</source>
        <translation>
            <numerusform>, і отримуєте %n бал.</numerusform>
            <numerusform>, і отримуєте %n бали.</numerusform>
            <numerusform>, і отримуєте %n балів.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays %2, count %3</source>
        <translation>%1 кладе %2, сума %3</translation>
    </message>
    <message numerus="yes">
        <source>, and pegs %n point(s).</source>
        <translation>
            <numerusform>, і отримує %n бал.</numerusform>
            <numerusform>, і отримує %n бали.</numerusform>
            <numerusform>, і отримує %n балів.</numerusform>
        </translation>
    </message>
    <message>
        <source>You say go.</source>
        <translation>Ви кажете «ґо».</translation>
    </message>
    <message numerus="yes">
        <source>You peg %n point(s) for the go or last card.</source>
        <translation>
            <numerusform>Ви отримуєте %n бал за ґо або останню карту.</numerusform>
            <numerusform>Ви отримуєте %n бали за ґо або останню карту.</numerusform>
            <numerusform>Ви отримуєте %n балів за ґо або останню карту.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 says go.</source>
        <translation>%1 каже «ґо».</translation>
    </message>
    <message numerus="yes">
        <source>You peg %n point(s) for the go.</source>
        <translation>
            <numerusform>Ви отримуєте %n бал за ґо.</numerusform>
            <numerusform>Ви отримуєте %n бали за ґо.</numerusform>
            <numerusform>Ви отримуєте %n балів за ґо.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You peg %n point(s) for the last card.</source>
        <translation>
            <numerusform>Ви отримуєте %n бал за останню карту.</numerusform>
            <numerusform>Ви отримуєте %n бали за останню карту.</numerusform>
            <numerusform>Ви отримуєте %n балів за останню карту.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pegs %n point(s) for the go.</source>
        <translation>
            <numerusform>%1 отримує %n бал за ґо.</numerusform>
            <numerusform>%1 отримує %n бали за ґо.</numerusform>
            <numerusform>%1 отримує %n балів за ґо.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pegs %n point(s) for the last card.</source>
        <translation>
            <numerusform>%1 отримує %n бал за останню карту.</numerusform>
            <numerusform>%1 отримує %n бали за останню карту.</numerusform>
            <numerusform>%1 отримує %n балів за останню карту.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pegs %n point(s) for the go or last card.</source>
        <translation>
            <numerusform>%1 отримує %n бал за ґо або останню карту.</numerusform>
            <numerusform>%1 отримує %n бали за ґо або останню карту.</numerusform>
            <numerusform>%1 отримує %n балів за ґо або останню карту.</numerusform>
        </translation>
    </message>
    <message>
        <source>The count starts again from 0.</source>
        <translation>Сума знову починається з 0.</translation>
    </message>
    <message>
        <source>Your crib</source>
        <translation>Ваш криб</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваша рука</translation>
    </message>
    <message>
        <source>Crib (%1)</source>
        <translation>Криб (%1)</translation>
    </message>
    <message>
        <source>Hand (%1)</source>
        <translation>Рука (%1)</translation>
    </message>
    <message>
        <source>%1 (%2) counts %3.</source>
        <translation>%1 (%2): підрахунок — %3.</translation>
    </message>
    <message>
        <source>%1 (%2): declared %3.</source>
        <translation>%1 (%2): оголошено %3.</translation>
    </message>
    <message>
        <source>You call muggins, claiming %2.</source>
        <translation>Ви кажете «маґґінс» і вимагаєте %2.</translation>
    </message>
    <message>
        <source>You call overcount.</source>
        <translation>Ви кажете «завищення».</translation>
    </message>
    <message>
        <source>You accept.</source>
        <translation>Ви приймаєте.</translation>
    </message>
    <message>
        <source>%1 calls muggins, claiming %2.</source>
        <translation>%1 каже «маґґінс» і вимагає %2.</translation>
    </message>
    <message>
        <source>%1 calls overcount.</source>
        <translation>%1 каже «завищення».</translation>
    </message>
    <message>
        <source>%1 accepts.</source>
        <translation>%1 приймає.</translation>
    </message>
    <message>
        <source>Settled (true count %1)</source>
        <translation>Вирішено (справжній підрахунок — %1)</translation>
    </message>
    <message>
        <source>Settled</source>
        <translation>Вирішено</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>без змін</translation>
    </message>
    <message>
        <source>You and %1 win the match.</source>
        <translation>Ви та %1 виграєте матч.</translation>
    </message>
    <message>
        <source>You win the match.</source>
        <translation>Ви перемагаєте в матчі.</translation>
    </message>
    <message>
        <source>%1 and %2 win the match.</source>
        <translation>%1 і %2 виграють матч.</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 перемагає в матчі.</translation>
    </message>
    <message>
        <source>Double skunk!</source>
        <translation>Подвійний скунс!</translation>
    </message>
    <message>
        <source>Skunk!</source>
        <translation>Скунс!</translation>
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
        <translation>Роздачі</translation>
    </message>
    <message>
        <source>A new &amp;fair deal, made from the app&apos;s secret key and your seed</source>
        <translation>&amp;Нова чесна роздача з таємного ключа програми та вашого зерна</translation>
    </message>
    <message>
        <source>Commitment:</source>
        <translation>Зобов’язання:</translation>
    </message>
    <message>
        <source>Commitment of the match key</source>
        <translation>Зобов’язання ключа матчу</translation>
    </message>
    <message>
        <source>Your s&amp;eed:</source>
        <translation>&amp;Ваше зерно:</translation>
    </message>
    <message>
        <source>Your seed</source>
        <translation>Ваше зерно</translation>
    </message>
    <message>
        <source>Dra&amp;w</source>
        <translation>Ви&amp;тягти</translation>
    </message>
    <message>
        <source>Draw a seed</source>
        <translation>Витягти зерно навмання</translation>
    </message>
    <message>
        <source>Deal &amp;number:</source>
        <translation>Номер р&amp;оздачі:</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Номер роздачі</translation>
    </message>
    <message>
        <source>The commitment is the fingerprint of the secret key; the key is shown when the match ends. Type your own seed so that the app could not have chosen the deals.</source>
        <translation>Зобов’язання — це відбиток таємного ключа; сам ключ буде показано наприкінці матчу. Введіть власне зерно, щоб програма не могла вибрати роздачі наперед.</translation>
    </message>
    <message>
        <source>The same deal number deals the same cards and tiles. Such a match has no key to reveal.</source>
        <translation>Той самий номер роздачі дає ті самі карти й плитки. Такий матч не має ключа, який можна було б розкрити.</translation>
    </message>
</context>
<context>
    <name>DeclareDialog</name>
    <message>
        <source>Count the crib</source>
        <translation>Порахуйте криб</translation>
    </message>
    <message>
        <source>Your crib with the starter</source>
        <translation>Ваш криб і стартова карта</translation>
    </message>
    <message>
        <source>Count your hand</source>
        <translation>Порахуйте свою руку</translation>
    </message>
    <message>
        <source>Your hand with the starter</source>
        <translation>Ваша рука і стартова карта</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Стартова карта</translation>
    </message>
    <message>
        <source>How many points do you count? Type a number from 0 to 29 or click it, then press Enter. Opponents may call muggins on points you miss, or overcount if you claim too many.</source>
        <translation>Скільки балів ви нарахували? Введіть число від 0 до 29 або клацніть його й натисніть Enter. Суперники можуть сказати «маґґінс» на пропущені бали або «завищення», якщо ви назвете забагато.</translation>
    </message>
    <message>
        <source>&amp;Your count:</source>
        <translation>&amp;Ваш підрахунок:</translation>
    </message>
    <message>
        <source>Your count</source>
        <translation>Ваш підрахунок</translation>
    </message>
    <message>
        <source>Numbers from 0 to 29</source>
        <translation>Числа від 0 до 29</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>&amp;Оголосити</translation>
    </message>
    <message>
        <source>Enter a number from 0 to 29.</source>
        <translation>Введіть число від 0 до 29.</translation>
    </message>
    <message>
        <source>Declare a count to go on.</source>
        <translation>Щоб продовжити, оголосіть підрахунок.</translation>
    </message>
</context>
<context>
    <name>DominoTable</name>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>Round %1 is blocked</source>
        <translation>Раунд %1 заблоковано</translation>
    </message>
    <message>
        <source>Nobody can play; everyone counts their tiles.</source>
        <translation>Ніхто не може сходити; кожен рахує свої плитки.</translation>
    </message>
    <message>
        <source>Round %1: %2 went out</source>
        <translation>Раунд %1: %2 викладає останню плитку</translation>
    </message>
    <message>
        <source>The others count the tiles left in their hands.</source>
        <translation>Інші рахують плитки, що лишилися в руці.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Залишки</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Крапок</translation>
    </message>
    <message>
        <source>Rounded</source>
        <translation>Округл.</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Списання</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Наступний раунд</translation>
    </message>
    <message>
        <source>Target %1 points</source>
        <translation>Ціль: %1</translation>
    </message>
    <message>
        <source>highest score after %1 rounds</source>
        <translation>після %1 раундів перемагає найбільший рахунок</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Розбір</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Вліво / Вправо</translation>
    </message>
    <message>
        <source>choose a tile that fits</source>
        <translation>вибирає плитку, яка підходить</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Вгору / Вниз</translation>
    </message>
    <message>
        <source>choose the end for it</source>
        <translation>вибирає для неї кінець лінії</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Enter / Пробіл</translation>
    </message>
    <message>
        <source>play the chosen tile; close a panel</source>
        <translation>кладе вибрану плитку; закриває панель</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>draw from the boneyard</source>
        <translation>добирає із запасу</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>pass (the boneyard is empty)</source>
        <translation>пропускає хід (коли запас порожній)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>drop the choice</source>
        <translation>скасовує вибір</translation>
    </message>
    <message>
        <source>Shift+D</source>
        <translation>Shift+D</translation>
    </message>
    <message>
        <source>draw until a tile fits (or the boneyard is empty)</source>
        <translation>добирає, доки плитка не підійде (або не скінчиться запас)</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Підсумок</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Подивитися на стіл</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>Draw to fit</source>
        <translation>До підхожої</translation>
    </message>
    <message>
        <source>Playing to %1 points</source>
        <translation>Гра до %1</translation>
    </message>
    <message>
        <source>Boneyard: %1</source>
        <translation>Запас: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n плитка</numerusform>
            <numerusform>%n плитки</numerusform>
            <numerusform>%n плиток</numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>думає…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>хід</translation>
    </message>
    <message numerus="yes">
        <source>In hand: %n pip(s)</source>
        <translation>
            <numerusform>У руці: %n крапка</numerusform>
            <numerusform>У руці: %n крапки</numerusform>
            <numerusform>У руці: %n крапок</numerusform>
        </translation>
    </message>
    <message>
        <source>Open ends: %1</source>
        <translation>Відкриті кінці: %1</translation>
    </message>
    <message>
        <source>The line is empty: the leader may open with any tile.</source>
        <translation>Лінія порожня: перший гравець може почати з будь-якої плитки.</translation>
    </message>
    <message>
        <source>Draw (D)</source>
        <translation>Добрати (D)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Пропуск (P)</translation>
    </message>
    <message>
        <source>You win the match. Start a new game from the Game menu.</source>
        <translation>Ви виграли матч. Нову гру можна почати з меню «Гра».</translation>
    </message>
    <message>
        <source>%1 wins the match. Start a new game from the Game menu.</source>
        <translation>%1 перемагає в матчі. Почніть нову гру з меню «Гра».</translation>
    </message>
    <message>
        <source>The round is over. The next round is dealt in a moment.</source>
        <translation>Раунд закінчено. Наступний раунд роздадуть за мить.</translation>
    </message>
    <message>
        <source>The round is over. Click “Next round” to deal again.</source>
        <translation>Раунд закінчено. Натисніть «Наступний раунд», щоб роздати знову.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Хід: %1.</translation>
    </message>
    <message>
        <source>%1 to play. Pass the screen to %1.</source>
        <translation>Хід: %1. Передайте екран — далі грає: %1.</translation>
    </message>
    <message>
        <source>%1: you drew %2 and it fits — you must play it now.</source>
        <translation>%1: ви добрали %2, і вона підходить — нею треба сходити зараз.</translation>
    </message>
    <message>
        <source>%1: no tile fits. Draw from the boneyard (click it or press D).</source>
        <translation>%1: жодна плитка не підходить. Добирайте із запасу (клацніть його або натисніть D).</translation>
    </message>
    <message>
        <source>%1: no tile fits and the boneyard is empty. Pass (P).</source>
        <translation>%1: жодна плитка не підходить, а запас порожній. Пропустіть хід (P).</translation>
    </message>
    <message>
        <source>%1: you lead. Click any tile to open the line.</source>
        <translation>%1: ви починаєте. Клацніть будь-яку плитку, щоб почати лінію.</translation>
    </message>
    <message>
        <source>%1: choose an end for %2 (click a glowing end, or Up/Down then Enter).</source>
        <translation>%1: виберіть кінець для %2 (клацніть підсвічений кінець або Вгору/Вниз і Enter).</translation>
    </message>
    <message numerus="yes">
        <source>%1: your turn. %n tile(s) fit; click one, drag it to an end, or use the arrow keys.</source>
        <translation>
            <numerusform>%1: ваш хід. Підходить %n плитка; клацніть її, перетягніть до кінця або скористайтеся стрілками.</numerusform>
            <numerusform>%1: ваш хід. Підходять %n плитки; клацніть одну, перетягніть до кінця або скористайтеся стрілками.</numerusform>
            <numerusform>%1: ваш хід. Підходить %n плиток; клацніть одну, перетягніть до кінця або скористайтеся стрілками.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drew %n tile(s).</source>
        <translation>
            <numerusform>Ви добрали %n плитку.</numerusform>
            <numerusform>Ви добрали %n плитки.</numerusform>
            <numerusform>Ви добрали %n плиток.</numerusform>
        </translation>
    </message>
    <message>
        <source>rounds %1 to %2 of %2</source>
        <translation>раунди %1–%2 із %2</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Раунд закінчено.</translation>
    </message>
</context>
<context>
    <name>DominoTexts</name>
    <message>
        <source>a tile</source>
        <translation>плитка</translation>
    </message>
    <message>
        <source>A new match for %1 players to %2 points.</source>
        <translation>Новий матч: гравців — %1, гра до %2.</translation>
    </message>
    <message>
        <source>Round %1: %2 leads, chosen by lot.</source>
        <translation>Раунд %1: починає %2 (за жеребом).</translation>
    </message>
    <message>
        <source>Round %1: you lead, chosen by lot.</source>
        <translation>Раунд %1: починаєте ви (за жеребом).</translation>
    </message>
    <message>
        <source>Round %1: %2 leads.</source>
        <translation>Раунд %1: починає %2.</translation>
    </message>
    <message>
        <source>Round %1: you lead.</source>
        <translation>Раунд %1: починаєте ви.</translation>
    </message>
    <message>
        <source>on the left end</source>
        <translation>на лівий кінець</translation>
    </message>
    <message>
        <source>on the right end</source>
        <translation>на правий кінець</translation>
    </message>
    <message>
        <source>You open with %2</source>
        <translation>Ви починаєте з %2</translation>
    </message>
    <message>
        <source>You play %2 %3</source>
        <translation>Ви кладете %2 %3</translation>
    </message>
    <message>
        <source>%1: opens with %2</source>
        <translation>%1: починає з %2</translation>
    </message>
    <message>
        <source>%1: plays %2 %3</source>
        <translation>%1: кладе %2 %3</translation>
    </message>
    <message numerus="yes">
        <source> and scores %n point(s).</source>
        <translation>
            <numerusform> і отримує %n бал.</numerusform>
            <numerusform> і отримує %n бали.</numerusform>
            <numerusform> і отримує %n балів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and score %n point(s).</source>
        <translation>
            <numerusform> і отримуєте %n бал.</numerusform>
            <numerusform> і отримуєте %n бали.</numerusform>
            <numerusform> і отримуєте %n балів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n tile(s) from the boneyard.</source>
        <translation>
            <numerusform>Ви добираєте із запасу %n плитку.</numerusform>
            <numerusform>Ви добираєте із запасу %n плитки.</numerusform>
            <numerusform>Ви добираєте із запасу %n плиток.</numerusform>
        </translation>
    </message>
    <message>
        <source>You draw from the boneyard.</source>
        <translation>Ви добираєте із запасу.</translation>
    </message>
    <message>
        <source>You draw %2.</source>
        <translation>Ви добираєте %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: draws %n tile(s) from the boneyard.</source>
        <translation>
            <numerusform>%1: добирає із запасу %n плитку.</numerusform>
            <numerusform>%1: добирає із запасу %n плитки.</numerusform>
            <numerusform>%1: добирає із запасу %n плиток.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: draws from the boneyard.</source>
        <translation>%1: добирає із запасу.</translation>
    </message>
    <message>
        <source>%1: draws %2.</source>
        <translation>%1: добирає %2.</translation>
    </message>
    <message>
        <source>You cannot play and pass.</source>
        <translation>Ви не можете сходити й пропускаєте хід.</translation>
    </message>
    <message>
        <source>%1: cannot play and passes.</source>
        <translation>%1: не може сходити й пропускає хід.</translation>
    </message>
    <message>
        <source>The round is blocked: nobody can play.</source>
        <translation>Раунд заблоковано: ніхто не може зіграти.</translation>
    </message>
    <message>
        <source>You have played every tile.</source>
        <translation>Ви виклали всі плитки.</translation>
    </message>
    <message>
        <source>%1 has played every tile.</source>
        <translation>%1: усі плитки викладено.</translation>
    </message>
    <message>
        <source>Nobody reached the target in %1 rounds: you have the highest score and win the match!</source>
        <translation>За %1 раундів ніхто не досяг цілі: у вас найбільший рахунок, і ви виграєте матч!</translation>
    </message>
    <message>
        <source>Nobody reached the target in %1 rounds: %2 has the highest score and wins the match!</source>
        <translation>За %1 раундів ніхто не досяг цілі: %2 має найбільший рахунок і виграє матч!</translation>
    </message>
    <message>
        <source>%1 reaches the target and wins the match!</source>
        <translation>%1 досягає цілі й виграє матч!</translation>
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
        <translation>Ви досягаєте цілі й перемагаєте в матчі!</translation>
    </message>
</context>
<context>
    <name>FairDeals</name>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 і %2</translation>
    </message>
    <message>
        <source>&amp;Deal number…</source>
        <translation>Н&amp;омер роздачі…</translation>
    </message>
    <message>
        <source>Play these deals &amp;again from the other seat</source>
        <translation>З&amp;іграти ці роздачі ще раз з іншого місця</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Номер роздачі</translation>
    </message>
    <message>
        <source>The first deal or lead is drawn for again.</source>
        <translation>Хто першим здає чи ходить, знову вирішує жереб.</translation>
    </message>
    <message>
        <source>%1 deals first (the loser of a game deals the next).</source>
        <translation>%1 здає першим (хто програв партію, здає в наступній).</translation>
    </message>
    <message>
        <source>%1 leads first (the lead passes one seat on each game).</source>
        <translation>%1 ходить першим (перший хід щопартії переходить на одне місце далі).</translation>
    </message>
    <message>
        <source>Type the deal number: ten digits such as 48213-90177.</source>
        <translation>Введіть номер роздачі: десять цифр, наприклад 48213-90177.</translation>
    </message>
    <message>
        <source>A deal number has only digits and a hyphen.</source>
        <translation>Номер роздачі складається лише з цифр і дефіса.</translation>
    </message>
    <message>
        <source>A deal number has ten digits.</source>
        <translation>Номер роздачі має десять цифр.</translation>
    </message>
    <message>
        <source>This deal number has a typing mistake: its last digit does not fit the others.</source>
        <translation>У цьому номері роздачі помилка: остання цифра не відповідає іншим.</translation>
    </message>
    <message>
        <source>There is no such deal number.</source>
        <translation>Такого номера роздачі немає.</translation>
    </message>
    <message>
        <source>Type a seed of 1 to %1 characters, or press Draw.</source>
        <translation>Введіть зерно довжиною від 1 до %1 символів або натисніть «Витягти».</translation>
    </message>
    <message>
        <source>The seed cannot hold control characters.</source>
        <translation>Зерно не може містити керівних символів.</translation>
    </message>
    <message>
        <source>The seed holds characters that cannot be written down.</source>
        <translation>Зерно містить символи, які неможливо записати.</translation>
    </message>
    <message>
        <source>This cannot be used as a deal.</source>
        <translation>Цього не можна використати як роздачу.</translation>
    </message>
    <message>
        <source>best of %1</source>
        <translation>до перемоги в більшості з %1 партій</translation>
    </message>
    <message>
        <source>Series, %1:</source>
        <translation>Серія, %1:</translation>
    </message>
    <message>
        <source>the series is tied.</source>
        <translation>серія закінчилася внічию.</translation>
    </message>
    <message>
        <source>%1 wins the series.</source>
        <translation>%1 виграє серію.</translation>
    </message>
    <message>
        <source>a fixed number of games (%1), in game points</source>
        <translation>задана кількість партій (%1), в ігрових балах</translation>
    </message>
    <message>
        <source>games played: %1.</source>
        <translation>зіграно партій: %1.</translation>
    </message>
    <message>
        <source>%1: won %2, game points %3</source>
        <translation>%1: виграно %2, ігрових балів %3</translation>
    </message>
    <message>
        <source>Deal number: shown when the match is over</source>
        <translation>Номер роздачі: буде показано після матчу</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Роздача %1</translation>
    </message>
    <message>
        <source>(seats turned)</source>
        <translation>(місця повернуто)</translation>
    </message>
    <message>
        <source>A fair deal. Commitment (the SHA-256 of the match key):</source>
        <translation>Чесна роздача. Зобов’язання (SHA-256 ключа матчу):</translation>
    </message>
    <message>
        <source>A given deal number: this match has no key and no commitment.</source>
        <translation>Заданий номер роздачі: цей матч не має ні ключа, ні зобов’язання.</translation>
    </message>
    <message>
        <source>The series is tied.</source>
        <translation>Серія закінчилася внічию.</translation>
    </message>
    <message>
        <source>You win the series!</source>
        <translation>Ви виграли серію!</translation>
    </message>
    <message>
        <source>%1 wins the series!</source>
        <translation>%1 виграє серію!</translation>
    </message>
    <message>
        <source>You won game %1 of %2. Series: %3.</source>
        <translation>Ви виграли гру %1 з %2. Серія: %3.</translation>
    </message>
    <message>
        <source>%4 won game %1 of %2. Series: %3.</source>
        <translation>Гра %1 з %2: перемога — %4. Серія: %3.</translation>
    </message>
    <message>
        <source>Deal %1. The match key, revealed: it fits the commitment shown at the start.</source>
        <translation>Роздача %1. Розкритий ключ матчу відповідає зобов’язанню, показаному на початку.</translation>
    </message>
    <message>
        <source>Deal %1. The match key, revealed: it does NOT fit the commitment!</source>
        <translation>Роздача %1. Розкритий ключ матчу НЕ відповідає зобов’язанню!</translation>
    </message>
    <message>
        <source>Deal %1. The match key was not kept, so it cannot be revealed.</source>
        <translation>Роздача %1. Ключ матчу не збережено, тож розкрити його неможливо.</translation>
    </message>
    <message>
        <source>Deal %1 with the seats turned: a duplicate has no key.</source>
        <translation>Роздача %1 з поверненими місцями: у повтору немає ключа.</translation>
    </message>
    <message>
        <source>Deal %1, a given number: this match has no key to reveal.</source>
        <translation>Роздача %1, заданий номер: цей матч не має ключа, який можна розкрити.</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Наступна партія</translation>
    </message>
    <message>
        <source>Same deals, other seat</source>
        <translation>Ті самі роздачі, інше місце</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint: the choices compared</source>
        <translation>Підказка: порівняння варіантів</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Аналізую…</translation>
    </message>
    <message>
        <source>Press H for a hint.</source>
        <translation>Натисніть H, щоб отримати підказку.</translation>
    </message>
    <message>
        <source>your crib</source>
        <translation>скидаєте у свій криб</translation>
    </message>
    <message>
        <source>the opponent&apos;s crib</source>
        <translation>скидаєте в криб суперника</translation>
    </message>
    <message>
        <source>Keep %1: about %2 points in hand over the %3 possible starters, %4.</source>
        <translation>Лишіть %1: у руці в середньому %2 (з урахуванням %3 можливих стартових карт); %4.</translation>
    </message>
    <message>
        <source>Best: %1 (%2).</source>
        <translation>Найкраще: %1 (%2).</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Без підказки: %1</translation>
    </message>
</context>
<context>
    <name>Leaving</name>
    <message>
        <source>The match is not finished. It stays in Game → Matches among the unfinished matches, and Continue resumes it next time. Quit now?</source>
        <translation>Матч не завершено. Він залишиться в «Гра → Матчі» серед незавершених, і наступного разу «Продовжити» відновить його. Вийти зараз?</translation>
    </message>
    <message>
        <source>The match is not finished and is not kept: quitting now loses it. Quit now?</source>
        <translation>Матч не завершено і не збережено: якщо вийти зараз, його буде втрачено. Вийти зараз?</translation>
    </message>
    <message>
        <source>Quit Muggins?</source>
        <translation>Вийти з «Маґґінс»?</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Вийти</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Грати далі</translation>
    </message>
</context>
<context>
    <name>LibraryScan</name>
    <message>
        <source>Reading the match library…</source>
        <translation>Зчитуються збережені матчі…</translation>
    </message>
    <message numerus="yes">
        <source>Reading the match library: %1 of %n match(es)…</source>
        <translation>
            <numerusform>Зчитуються збережені матчі: %1 з %n матчу…</numerusform>
            <numerusform>Зчитуються збережені матчі: %1 з %n матчів…</numerusform>
            <numerusform>Зчитуються збережені матчі: %1 з %n матчів…</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Зупинити</translation>
    </message>
    <message>
        <source>Stop reading: the matches not read yet are read at the next start</source>
        <translation>Зупинити зчитування: решту матчів буде зчитано під час наступного запуску</translation>
    </message>
</context>
<context>
    <name>LooksPreview</name>
    <message>
        <source>Preview of the table</source>
        <translation>Попередній вигляд столу</translation>
    </message>
</context>
<context>
    <name>LooksSettingsPage</name>
    <message>
        <source>Sound is unavailable: the sound library could not be loaded.</source>
        <translation>Звук недоступний: не вдалося завантажити звукову бібліотеку.</translation>
    </message>
    <message>
        <source>Sound is unavailable: no audio device could be opened (none found, or another program has it).</source>
        <translation>Звук недоступний: не вдалося відкрити аудіопристрій (його немає або ним користується інша програма).</translation>
    </message>
    <message>
        <source>Sound is unavailable: the sound files are missing from this installation.</source>
        <translation>Звук недоступний: у цьому встановленні бракує звукових файлів.</translation>
    </message>
    <message>
        <source>Sound is unavailable: the audio output stopped working.</source>
        <translation>Звук недоступний: аудіовихід перестав працювати.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>Вигляд</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Попередній вигляд</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Карти:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Сорочка карт:</translation>
    </message>
    <message>
        <source>&amp;Dominoes:</source>
        <translation>&amp;Доміно:</translation>
    </message>
    <message>
        <source>Table c&amp;olour:</source>
        <translation>Колір с&amp;толу:</translation>
    </message>
    <message>
        <source>Cribbage &amp;board:</source>
        <translation>Д&amp;ошка для крибеджу:</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Гучність:</translation>
    </message>
    <message>
        <source>Standard (red and black)</source>
        <translation>Звичайні (червоні й чорні)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Чотири кольори</translation>
    </message>
    <message>
        <source>Large corners</source>
        <translation>Великі позначки в кутах</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Синя сітка</translation>
    </message>
    <message>
        <source>Red diamonds</source>
        <translation>Червоні ромби</translation>
    </message>
    <message>
        <source>Green stars</source>
        <translation>Зелені зірки</translation>
    </message>
    <message>
        <source>Ivory, black pips</source>
        <translation>Кремові, чорні крапки</translation>
    </message>
    <message>
        <source>Black, white pips</source>
        <translation>Чорні, білі крапки</translation>
    </message>
    <message>
        <source>Coloured pips, one shape per number</source>
        <translation>Кольорові крапки, для кожного числа своя форма</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>Зелене сукно</translation>
    </message>
    <message>
        <source>Blue baize</source>
        <translation>Синє сукно</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Темний</translation>
    </message>
    <message>
        <source>Burgundy baize</source>
        <translation>Бордове сукно</translation>
    </message>
    <message>
        <source>Light oak</source>
        <translation>Світлий дуб</translation>
    </message>
    <message>
        <source>Dark walnut</source>
        <translation>Темний горіх</translation>
    </message>
    <message>
        <source>&amp;Sounds on the table</source>
        <translation>&amp;Звуки на столі</translation>
    </message>
    <message>
        <source>M mutes or unmutes the sound while you play.</source>
        <translation>Клавіша M вимикає або вмикає звук під час гри.</translation>
    </message>
    <message>
        <source>High contrast is on: the table is black whatever its colour.</source>
        <translation>Висока контрастність увімкнена: стіл чорний, хоч який колір вибрано.</translation>
    </message>
    <message>
        <source>Your turn: play a tile or a card.</source>
        <translation>Ваш хід: покладіть плитку або карту.</translation>
    </message>
    <message>
        <source>Preview of the table</source>
        <translation>Попередній вигляд столу</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Muggins</source>
        <extracomment>What the reading aids read (text size, contrast, motion): applied app-wide. What the running match&apos;s computers read (see ``_pace_controller``).</extracomment>
        <translation>Маґґінс</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Зберегти…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>&amp;Експортувати запис…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Таблиця рахунку</translation>
    </message>
    <message>
        <source>Match &amp;log</source>
        <translation>&amp;Журнал матчу</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Повний екран</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Таблиця рахунку</translation>
    </message>
    <message>
        <source>Match log</source>
        <translation>Журнал матчу</translation>
    </message>
    <message>
        <source>Your choices could not be kept for next time: %1</source>
        <translation>Ваш вибір не вдалося запам’ятати на наступний раз: %1</translation>
    </message>
    <message>
        <source>&amp;Tally marks on the sheet</source>
        <translation>&amp;Риски в таблиці рахунку</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Налаштування</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметри…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;About Muggins</source>
        <translation>Про «&amp;Маґґінс»</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Відкрити теку &amp;журналу програми</translation>
    </message>
    <message>
        <source>The log for bug reports is %1.</source>
        <translation>Журнал програми для повідомлень про помилки: %1.</translation>
    </message>
    <message>
        <source>Welcome! Start a new game or continue the last one.</source>
        <translation>Вітаємо! Почніть нову гру або продовжте попередню.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Передайте екран. Далі грає: %1.</translation>
    </message>
    <message>
        <source>Click or press a key for the next move.</source>
        <translation>Клацніть або натисніть будь-яку клавішу, щоб побачити наступний хід.</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Зберегти матч</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Збережені ігри (*.json)</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Відкрити збережений матч</translation>
    </message>
    <message>
        <source>Export the match record</source>
        <translation>Експортувати запис матчу</translation>
    </message>
    <message>
        <source>Match records (*.jsonl)</source>
        <translation>Записи матчів (*.jsonl)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Комп’ютер %1</translation>
    </message>
    <message>
        <source>&amp;Matches…</source>
        <translation>&amp;Матчі…</translation>
    </message>
    <message>
        <source>Welcome! Start a new game.</source>
        <translation>Вітаємо! Почніть нову гру.</translation>
    </message>
    <message>
        <source>The last move before the app stopped was lost.</source>
        <translation>Останній хід перед зупинкою програми втрачено.</translation>
    </message>
    <message>
        <source>Saved games and records (*.json *.jsonl)</source>
        <translation>Збережені ігри та записи (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>&amp;Keys at the table (?)</source>
        <translation>&amp;Клавіші за столом (?)</translation>
    </message>
    <message>
        <source>Sound muted (M turns it back on).</source>
        <translation>Звук вимкнено (M вмикає його знову).</translation>
    </message>
    <message>
        <source>Sound is switched off in Settings → Looks and sound.</source>
        <translation>Звук вимкнено в Налаштуваннях → Вигляд і звук.</translation>
    </message>
    <message>
        <source>Sound on.</source>
        <translation>Звук увімкнено.</translation>
    </message>
    <message>
        <source>Sound is off: the sound library could not be loaded.</source>
        <translation>Звуку немає: не вдалося завантажити звукову бібліотеку.</translation>
    </message>
    <message>
        <source>Sound is off: no audio device could be opened.</source>
        <translation>Звуку немає: не вдалося відкрити жодного аудіопристрою.</translation>
    </message>
    <message>
        <source>Sound is off: the sound files are missing.</source>
        <translation>Звуку немає: бракує звукових файлів.</translation>
    </message>
    <message>
        <source>Sound is off: the audio output stopped working.</source>
        <translation>Звуку немає: аудіовихід перестав працювати.</translation>
    </message>
    <message>
        <source>&amp;Mute sound</source>
        <translation>&amp;Вимкнути звук</translation>
    </message>
</context>
<context>
    <name>MatchRows</name>
    <message>
        <source>Cribbage</source>
        <translation>Крибедж</translation>
    </message>
    <message>
        <source>partnerships</source>
        <translation>партнерська гра</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n гравець</numerusform>
            <numerusform>%n гравці</numerusform>
            <numerusform>%n гравців</numerusform>
        </translation>
    </message>
    <message>
        <source>Lowball</source>
        <translation>Лоубол</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>Маґґінс</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Доміно</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 і %2</translation>
    </message>
    <message>
        <source>In the trash, %1</source>
        <translation>У кошику, %1</translation>
    </message>
    <message>
        <source>Unfinished, %1</source>
        <translation>Незавершений, %1</translation>
    </message>
    <message>
        <source>Given up, %1</source>
        <translation>Припинений, %1</translation>
    </message>
    <message>
        <source>Won by %1, %2</source>
        <translation>Переможець: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n роздача</numerusform>
            <numerusform>%n роздачі</numerusform>
            <numerusform>%n роздач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n раунд</numerusform>
            <numerusform>%n раунди</numerusform>
            <numerusform>%n раундів</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay of %1 (%2)</source>
        <translation>Повтор матчу від %1 (%2)</translation>
    </message>
    <message>
        <source>Replayed from the other seat %1 (%2)</source>
        <translation>Зіграно знову з іншого місця %1 (%2)</translation>
    </message>
    <message>
        <source>%1: not both over yet</source>
        <translation>%1: ще не обидва матчі завершено</translation>
    </message>
    <message>
        <source>%1: level with the same cards</source>
        <translation>%1: з тими самими картами нарівно</translation>
    </message>
    <message>
        <source>%1: %2 did better with the same cards, %3 over both</source>
        <translation>%1: кращий результат із тими самими картами — %2, %3 за обидва матчі</translation>
    </message>
    <message>
        <source>not over</source>
        <translation>не завершено</translation>
    </message>
    <message>
        <source>level</source>
        <translation>нарівно</translation>
    </message>
    <message>
        <source>Replay: %1, %2</source>
        <translation>Повтор: %1, %2</translation>
    </message>
    <message>
        <source>Replayed: %1, %2</source>
        <translation>Зіграно знову: %1, %2</translation>
    </message>
</context>
<context>
    <name>MatchSummary</name>
    <message>
        <source>Play</source>
        <translation>Розіграш</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Руки</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Криб</translation>
    </message>
    <message>
        <source>Muggins won</source>
        <translation>Маґґінс: виграно</translation>
    </message>
    <message>
        <source>Muggins lost</source>
        <translation>Маґґінс: втрачено</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Інше</translation>
    </message>
    <message>
        <source>From play</source>
        <translation>За викладання</translation>
    </message>
    <message>
        <source>Round ends</source>
        <translation>Списання за залишки</translation>
    </message>
</context>
<context>
    <name>MatchesWindow</name>
    <message>
        <source>This match is being played in another Muggins window, so it opens here read-only, in a review.</source>
        <translation>Цей матч зараз грають в іншому вікні «Маґґінс», тому тут він відкривається лише для перегляду, у розборі.</translation>
    </message>
    <message>
        <source>This match is in the trash, so it opens read-only, in a review.</source>
        <translation>Цей матч у кошику, тому він відкривається лише для перегляду, у розборі.</translation>
    </message>
    <message>
        <source>This match is over, so it opens in a review.</source>
        <translation>Цей матч завершено, тому він відкривається в розборі.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Тривалість</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Номер роздачі</translation>
    </message>
    <message>
        <source>Same deals, other seat</source>
        <translation>Ті самі роздачі, інше місце</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Матчі</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Гра:</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>П&amp;оказати:</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Усі ігри</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Доміно</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Крибедж</translation>
    </message>
    <message>
        <source>Unfinished and finished</source>
        <translation>Незавершені та завершені</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Незавершені</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Завершені</translation>
    </message>
    <message>
        <source>Trash (kept 30 days)</source>
        <translation>Кошик (зберігається 30 днів)</translation>
    </message>
    <message>
        <source>Show the matches of</source>
        <translation>Показати матчі гри</translation>
    </message>
    <message>
        <source>Show which matches</source>
        <translation>Які матчі показати</translation>
    </message>
    <message>
        <source>Kept matches</source>
        <translation>Збережені матчі</translation>
    </message>
    <message>
        <source>Enter resumes an unfinished match or reviews a finished one; Delete moves it to the trash.</source>
        <translation>Enter продовжує незавершений матч або відкриває розбір завершеного; Delete переносить його в кошик.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продовжити</translation>
    </message>
    <message>
        <source>Resume the chosen unfinished match</source>
        <translation>Продовжити вибраний незавершений матч</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Розбір</translation>
    </message>
    <message>
        <source>Review the chosen match move by move</source>
        <translation>Розібрати вибраний матч хід за ходом</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Експорт…</translation>
    </message>
    <message>
        <source>Export the chosen match&apos;s record to a file</source>
        <translation>Експортувати запис вибраного матчу у файл</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>Грати &amp;знову</translation>
    </message>
    <message>
        <source>Play again with the same players and options, a new deal</source>
        <translation>Зіграти знову з тими самими гравцями й параметрами, нова роздача</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Видалити</translation>
    </message>
    <message>
        <source>Move the chosen match to the trash</source>
        <translation>Перенести вибраний матч у кошик</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>Take the deleted match back out of the trash</source>
        <translation>Повернути видалений матч із кошика</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Close the list of matches</source>
        <translation>Закрити список матчів</translation>
    </message>
    <message>
        <source>The record was written to %1.</source>
        <translation>Запис збережено у %1.</translation>
    </message>
    <message>
        <source>Export the match record</source>
        <translation>Експортувати запис матчу</translation>
    </message>
    <message>
        <source>Match records (*.jsonl)</source>
        <translation>Записи матчів (*.jsonl)</translation>
    </message>
    <message>
        <source>The match was moved to the trash. Undo takes it back.</source>
        <translation>Матч перенесено в кошик. «Скасувати» поверне його.</translation>
    </message>
    <message>
        <source>The match is back in the list.</source>
        <translation>Матч знову в списку.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Seats (in playing order)</source>
        <translation>Місця (у порядку ходів)</translation>
    </message>
    <message>
        <source>Muggins dominoes</source>
        <translation>Доміно «Маґґінс»</translation>
    </message>
    <message>
        <source>Cribbage options</source>
        <translation>Параметри крибеджу</translation>
    </message>
    <message>
        <source>Lowball is played with automatic counting, so Muggins is off.</source>
        <translation>У лоуболі руки рахуються автоматично, тому «Маґґінс» вимкнено.</translation>
    </message>
    <message>
        <source>The cribbage table is coming in a later version.</source>
        <translation>Стіл для крибеджу з’явиться в наступній версії.</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Крибедж</translation>
    </message>
    <message>
        <source>121 points (full game)</source>
        <translation>121 бал (повна гра)</translation>
    </message>
    <message>
        <source>61 points (short game)</source>
        <translation>61 бал (коротка гра)</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Гра:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Кількість гравців:</translation>
    </message>
    <message>
        <source>Play &amp;to:</source>
        <translation>Гра &amp;до:</translation>
    </message>
    <message>
        <source>Two partner&amp;ships (partners sit opposite)</source>
        <translation>Дві команди (&amp;партнери сидять навпроти)</translation>
    </message>
    <message>
        <source>&amp;Lowball (reaching the target loses)</source>
        <translation>&amp;Лоубол (хто досягне цілі, програє)</translation>
    </message>
    <message>
        <source>&amp;Muggins: players count their own hands</source>
        <translation>&amp;Маґґінс: гравці самі рахують свої руки</translation>
    </message>
    <message>
        <source>Seat &amp;%1</source>
        <translation>Місце &amp;%1</translation>
    </message>
    <message>
        <source>Seat %1 name</source>
        <translation>Ім’я на місці %1</translation>
    </message>
    <message>
        <source>Seat %1 player</source>
        <translation>Хто грає на місці %1</translation>
    </message>
    <message>
        <source>Seat %1 computer level</source>
        <translation>Рівень комп’ютера на місці %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Людина</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Комп’ютер</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Випадковий</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Середній</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Складний</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Кількість гравців</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Гра до</translation>
    </message>
    <message>
        <source>Sta&amp;rt</source>
        <translation>По&amp;чати</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Комп’ютер %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>%1 and %2 play against %3 and %4.</source>
        <translation>Пара 1: %1 і %2. Пара 2: %3 і %4.</translation>
    </message>
    <message>
        <source>Each player for themselves. Target: %1 points (250 for two players, 200 for three or four).</source>
        <translation>Кожен грає сам за себе. Гра до %1 (до 250 удвох, до 200 утрьох або вчотирьох).</translation>
    </message>
</context>
<context>
    <name>NextGameDialog</name>
    <message>
        <source>Game %1 of the series</source>
        <translation>Партія %1 серії</translation>
    </message>
    <message>
        <source>Sta&amp;rt</source>
        <translation>По&amp;чати</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Скасувати</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Перегляд у:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлів:</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review</source>
        <translation>Розбір матчу</translation>
    </message>
    <message>
        <source>Analysing the match…</source>
        <translation>Аналізую матч…</translation>
    </message>
    <message>
        <source>The choices at this decision</source>
        <translation>Варіанти в цьому рішенні</translation>
    </message>
    <message>
        <source>Move in the match</source>
        <translation>Хід у матчі</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Далі</translation>
    </message>
    <message>
        <source>Next marked</source>
        <translation>Наступне позначене</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>Місце:</translation>
    </message>
    <message>
        <source>This match cannot be reviewed: its moves do not replay by the rules.</source>
        <translation>Цей матч не можна переглянути: його ходи не відтворюються за правилами.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Counting: %1 of %2 counts right, %3 points missed, %4 overcounted.</source>
        <translation>Підрахунок: правильно %1 з %2; пропущено балів: %3; завищено: %4.</translation>
    </message>
    <message>
        <source>Calls: %1 made, %2 won, %3 lost; opponents&apos; undercounts let pass: %4.</source>
        <translation>Виклики: усього %1, вдалих %2, хибних %3; пропущені заниження суперників: %4.</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <source>True count %1, declared %2.</source>
        <translation>Справжній підрахунок: %1, оголошено: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) missed.</source>
        <translation>
            <numerusform>Пропущено %n бал.</numerusform>
            <numerusform>Пропущено %n бали.</numerusform>
            <numerusform>Пропущено %n балів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called muggins and took %n of them.</source>
        <translation>
            <numerusform>%1: виклик «маґґінс» забрав %n з них.</numerusform>
            <numerusform>%1: виклик «маґґінс» забрав %n з них.</numerusform>
            <numerusform>%1: виклик «маґґінс» забрав %n з них.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called an overcount: %n point(s) taken back and given to the caller.</source>
        <translation>
            <numerusform>%1 каже «завищення» й отримує надлишок: %n бал.</numerusform>
            <numerusform>%1 каже «завищення» й отримує надлишок: %n бали.</numerusform>
            <numerusform>%1 каже «завищення» й отримує надлишок: %n балів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The count was %n point(s) too high, but nobody called an overcount: it stood.</source>
        <translation>
            <numerusform>Підрахунок завищено на %n бал, але ніхто не сказав «завищення»: він залишився.</numerusform>
            <numerusform>Підрахунок завищено на %n бали, але ніхто не сказав «завищення»: він залишився.</numerusform>
            <numerusform>Підрахунок завищено на %n балів, але ніхто не сказав «завищення»: він залишився.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 called muggins wrongly: %n point(s) more for this count.</source>
        <translation>
            <numerusform>%1 — хибний виклик «маґґінс»: ще %n бал за цей підрахунок.</numerusform>
            <numerusform>%1 — хибний виклик «маґґінс»: ще %n бали за цей підрахунок.</numerusform>
            <numerusform>%1 — хибний виклик «маґґінс»: ще %n балів за цей підрахунок.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 called an overcount wrongly: nothing changed.</source>
        <translation>%1 — хибне «завищення»: нічого не змінилося.</translation>
    </message>
    <message>
        <source>The count reached the target: no answers were asked.</source>
        <translation>Підрахунок досяг цілі: відповіді не потрібні.</translation>
    </message>
    <message>
        <source>%1 declared %2; the true count was %3.</source>
        <translation>%1: оголошено %2, справжній підрахунок — %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 missed %n point(s): muggins for that many takes them all.</source>
        <translation>
            <numerusform>%1: пропущено %n бал; виклик «маґґінс» на стільки ж забирає все.</numerusform>
            <numerusform>%1: пропущено %n бали; виклик «маґґінс» на стільки ж забирає все.</numerusform>
            <numerusform>%1: пропущено %n балів; виклик «маґґінс» на стільки ж забирає все.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 counted %n point(s) too many: an overcount call takes them from the counter and gives them to the caller.</source>
        <translation>
            <numerusform>%1: завищено на %n бал; виклик «завищення» забирає надлишок у того, хто рахував, і віддає тому, хто викликав.</numerusform>
            <numerusform>%1: завищено на %n бали; виклик «завищення» забирає надлишок у того, хто рахував, і віддає тому, хто викликав.</numerusform>
            <numerusform>%1: завищено на %n балів; виклик «завищення» забирає надлишок у того, хто рахував, і віддає тому, хто викликав.</numerusform>
        </translation>
    </message>
    <message>
        <source>The count was right: accepting was best.</source>
        <translation>Підрахунок правильний: найкраще було прийняти.</translation>
    </message>
    <message numerus="yes">
        <source>The muggins call was wrong: %n point(s) went to the counter.</source>
        <translation>
            <numerusform>Виклик «маґґінс» хибний: %n бал дістався тому, хто рахував.</numerusform>
            <numerusform>Виклик «маґґінс» хибний: %n бали дісталися тому, хто рахував.</numerusform>
            <numerusform>Виклик «маґґінс» хибний: %n балів дісталося тому, хто рахував.</numerusform>
        </translation>
    </message>
    <message>
        <source>The call claimed only %1 of the %2 missed points.</source>
        <translation>Виклик вимагав лише %1 з %2 пропущених балів.</translation>
    </message>
    <message>
        <source>The overcount call was wrong: it changed nothing.</source>
        <translation>Виклик «завищення» хибний: нічого не змінилося.</translation>
    </message>
    <message>
        <source>%1 answered later and made the claim.</source>
        <translation>Виклик зробив наступний гравець: %1.</translation>
    </message>
    <message>
        <source>Best (equally good): %1</source>
        <translation>Найкраще (рівноцінно): %1</translation>
    </message>
    <message>
        <source>Best: %1</source>
        <translation>Найкраще: %1</translation>
    </message>
    <message>
        <source>%1, as good as the best</source>
        <translation>%1 — так само добре, як найкраще</translation>
    </message>
    <message>
        <source>%1, %2 less by this measure</source>
        <translation>%1 — за цією оцінкою на %2 гірше</translation>
    </message>
    <message>
        <source>The hard computer player: %1</source>
        <translation>Комп’ютер (складний рівень): %1</translation>
    </message>
    <message>
        <source>Expected points lost: %1</source>
        <translation>Очікувана втрата балів: %1</translation>
    </message>
    <message>
        <source>%1 decisions analysed (of the %2 moves in the match), %3 expected points lost (%4 per decision), %5 marked.</source>
        <translation>Проаналізовано рішень: %1 (ходів у матчі: %2); очікувана втрата балів: %3 (%4 на рішення); позначено: %5.</translation>
    </message>
    <message>
        <source>Counts and answers lose real points, not expected ones; points won by counting: %1.</source>
        <translation>Підрахунки й відповіді втрачають справжні, а не очікувані бали; виграно підрахунком: %1.</translation>
    </message>
    <message>
        <source>Move %1 of %2 · analysed decision %3 of %4</source>
        <translation>Хід %1 з %2 · проаналізоване рішення %3 з %4</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Хід %1 з %2</translation>
    </message>
    <message>
        <source>Points lost: %1</source>
        <translation>Втрачено балів: %1</translation>
    </message>
    <message>
        <source>points won: %1</source>
        <translation>виграно балів: %1</translation>
    </message>
    <message>
        <source>marked</source>
        <translation>позначено</translation>
    </message>
    <message>
        <source>declares %1</source>
        <translation>оголошує %1</translation>
    </message>
    <message>
        <source>calls muggins for %1</source>
        <translation>каже «маґґінс» і вимагає %1</translation>
    </message>
    <message>
        <source>calls an overcount</source>
        <translation>каже «завищення»</translation>
    </message>
    <message>
        <source>accepts the count</source>
        <translation>приймає підрахунок</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Текст правил</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрити</translation>
    </message>
    <message>
        <source>The rule texts are not installed.</source>
        <translation>Тексти правил не встановлено.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Таблиця рахунку</translation>
    </message>
    <message>
        <source>One row per round, one column per player, then the totals</source>
        <translation>По рядку на кожен раунд, по стовпчику на кожного гравця, унизу підсумки</translation>
    </message>
    <message>
        <source>No match yet</source>
        <translation>Матчу ще немає</translation>
    </message>
    <message>
        <source>play points · penalty / running total</source>
        <translation>бали за викладання · списання / загальний рахунок</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>total %1</source>
        <translation>разом %1</translation>
    </message>
    <message>
        <source>points %1</source>
        <translation>бали: %1</translation>
    </message>
    <message>
        <source>penalty %1</source>
        <translation>списання %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
</context>
<context>
    <name>SeatPlaque</name>
    <message>
        <source>D</source>
        <comment>badge: this seat deals</comment>
        <translation>Зд</translation>
    </message>
    <message>
        <source>GO</source>
        <comment>badge: this seat said go</comment>
        <translation>ҐО</translation>
    </message>
</context>
<context>
    <name>SeriesBoard</name>
    <message>
        <source>over</source>
        <translation>завершено</translation>
    </message>
    <message>
        <source>game %1 being played</source>
        <translation>триває партія %1</translation>
    </message>
    <message>
        <source>games played: %1</source>
        <translation>зіграно партій: %1</translation>
    </message>
    <message>
        <source>Series, %1: %2</source>
        <translation>Серія, %1: %2</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Ігрові бали</translation>
    </message>
    <message>
        <source>Skunks given</source>
        <translation>Дано скунсів</translation>
    </message>
    <message>
        <source>Skunks taken</source>
        <translation>Отримано скунсів</translation>
    </message>
</context>
<context>
    <name>SeriesOptions</name>
    <message>
        <source>Match</source>
        <translation>Матч</translation>
    </message>
    <message>
        <source>Pla&amp;y:</source>
        <translation>Г&amp;рати:</translation>
    </message>
    <message>
        <source>N&amp;umber of games:</source>
        <translation>Кількість п&amp;артій:</translation>
    </message>
    <message>
        <source>Single game or series</source>
        <translation>Одна партія чи серія</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>Кількість партій</translation>
    </message>
    <message>
        <source>A single game</source>
        <translation>Одну партію</translation>
    </message>
    <message>
        <source>Best of 3 games</source>
        <translation>Серію до двох перемог із 3</translation>
    </message>
    <message>
        <source>Best of 5 games</source>
        <translation>Серію до трьох перемог із 5</translation>
    </message>
    <message>
        <source>Best of 7 games</source>
        <translation>Серію до чотирьох перемог із 7</translation>
    </message>
    <message>
        <source>A fixed number of games, in game points</source>
        <translation>Задану кількість партій, в ігрових балах</translation>
    </message>
    <message>
        <source>Game points as the ACC counts them: 2 for a win, 3 for a skunk. The loser deals first next.</source>
        <translation>Ігрові бали за правилами ACC: 2 за перемогу, 3 за скунс. Хто програв, першим здає в наступній партії.</translation>
    </message>
    <message>
        <source>One game point a game. The first lead passes one seat on each game.</source>
        <translation>Один ігровий бал за партію. Перший хід щопартії переходить на одне місце далі.</translation>
    </message>
</context>
<context>
    <name>SeriesStats</name>
    <message>
        <source>Cribbage</source>
        <translation>Крибедж</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Доміно</translation>
    </message>
    <message>
        <source>Series played to the end, by game</source>
        <translation>Серії, зіграні до кінця, за грою</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Series played</source>
        <translation>Зіграно серій</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Програно</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Нічиї</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партії</translation>
    </message>
    <message>
        <source>Game points a game</source>
        <translation>Ігрові бали за партію</translation>
    </message>
    <message>
        <source>Skunks given</source>
        <translation>Дано скунсів</translation>
    </message>
    <message>
        <source>Skunks taken</source>
        <translation>Отримано скунсів</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Сторінки налаштувань</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>New matches</source>
        <translation>Нові матчі</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Загальні</translation>
    </message>
    <message>
        <source>Reading and pace</source>
        <translation>Читання й темп</translation>
    </message>
    <message>
        <source>Your computer user name</source>
        <translation>Ім’я користувача комп’ютера</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Ваше ім’я:</translation>
    </message>
    <message>
        <source>&amp;Dominoes players:</source>
        <translation>Гравців у &amp;доміно:</translation>
    </message>
    <message>
        <source>C&amp;ribbage players:</source>
        <translation>Гравців у &amp;крибедж:</translation>
    </message>
    <message>
        <source>Cribbage &amp;game to:</source>
        <translation>Крибедж: &amp;гра до:</translation>
    </message>
    <message>
        <source>&amp;Animation length:</source>
        <translation>Тривалість &amp;анімації:</translation>
    </message>
    <message>
        <source>Computer &amp;pause:</source>
        <translation>Па&amp;уза комп’ютера:</translation>
    </message>
    <message>
        <source>Longest computer &amp;thinking time:</source>
        <translation>Граничний час роздумів комп’&amp;ютера:</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>М&amp;ова:</translation>
    </message>
    <message>
        <source>Te&amp;xt size:</source>
        <translation>Розмір т&amp;ексту:</translation>
    </message>
    <message>
        <source>High &amp;contrast:</source>
        <translation>Висока ко&amp;нтрастність:</translation>
    </message>
    <message>
        <source>Red&amp;uce motion:</source>
        <translation>Менше ру&amp;ху:</translation>
    </message>
    <message>
        <source>Pac&amp;e of computer moves:</source>
        <translation>&amp;Швидкість ходів комп’ютера:</translation>
    </message>
    <message>
        <source>Computer opponent &amp;%1:</source>
        <translation>Суперник-комп’ютер &amp;%1:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Випадковий</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Середній</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Складний</translation>
    </message>
    <message>
        <source>121 points</source>
        <translation>121 бал</translation>
    </message>
    <message>
        <source>61 points</source>
        <translation>61 бал</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Мова системи</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Без анімації</translation>
    </message>
    <message>
        <source>No pause</source>
        <translation>Без паузи</translation>
    </message>
    <message>
        <source>&amp;Muggins: players count their own hands</source>
        <translation>&amp;Маґґінс: гравці самі рахують свої руки</translation>
    </message>
    <message>
        <source>&amp;Lowball: reaching the target loses</source>
        <translation>&amp;Лоубол: хто досягне цілі, програє</translation>
    </message>
    <message>
        <source>Partners&amp;hips with four players</source>
        <translation>&amp;Партнерська гра, коли гравців четверо</translation>
    </message>
    <message>
        <source>Dominoes scores as tally mar&amp;ks</source>
        <translation>Рахунок доміно &amp;рисками</translation>
    </message>
    <message>
        <source>Show h&amp;ints</source>
        <translation>Показувати підказк&amp;и</translation>
    </message>
    <message>
        <source>Ask &amp;before leaving a running match</source>
        <translation>&amp;Запитувати перед виходом із матчу</translation>
    </message>
    <message>
        <source>De&amp;faults</source>
        <translation>&amp;Типові</translation>
    </message>
    <message>
        <source>O&amp;K</source>
        <translation>&amp;Гаразд</translation>
    </message>
    <message>
        <source>Appl&amp;y</source>
        <translation>Засто&amp;сувати</translation>
    </message>
    <message>
        <source>Cance&amp;l</source>
        <translation>Скасуват&amp;и</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Як у системі</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Увімкнено</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Вимкнено</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Висока</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Звичайна</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Низька</translation>
    </message>
    <message>
        <source>&amp;Wait for a click or key after each computer move</source>
        <translation>&amp;Чекати на клацання чи клавішу після кожного ходу комп’ютера</translation>
    </message>
    <message>
        <source>Table messages &amp;stay until read</source>
        <translation>Повідомлення на столі &amp;не зникають самі</translation>
    </message>
    <message>
        <source>Hints in hot-seat matches &amp;too</source>
        <translation>Підказки й у грі за одним &amp;екраном</translation>
    </message>
    <message>
        <source>Allow taking back a mo&amp;ve</source>
        <translation>Дозволяти &amp;брати хід назад</translation>
    </message>
    <message>
        <source>Lowball is always played without Muggins.</source>
        <translation>Лоубол завжди грають без «Маґґінс».</translation>
    </message>
    <message>
        <source>These settings cannot be used: %1</source>
        <translation>Ці налаштування не можна застосувати: %1</translation>
    </message>
    <message>
        <source>The settings apply now but could not be saved for next time: %1</source>
        <translation>Налаштування діють зараз, але їх не вдалося зберегти на наступний раз: %1</translation>
    </message>
    <message>
        <source>&amp;Game and table</source>
        <translation>&amp;Гра і стіл</translation>
    </message>
    <message>
        <source>Looks and &amp;sound</source>
        <translation>Вигляд і з&amp;вук</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>Count settled</source>
        <translation>Підрахунок вирішено</translation>
    </message>
    <message>
        <source>Crib (%1)</source>
        <translation>Криб (%1)</translation>
    </message>
    <message>
        <source>Hand (%1)</source>
        <translation>Рука (%1)</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Стартова карта</translation>
    </message>
    <message>
        <source>True count: %1</source>
        <translation>Справжній підрахунок: %1</translation>
    </message>
    <message>
        <source>Declared: %1    True count: %2</source>
        <translation>Оголошено: %1    Справжній підрахунок: %2</translation>
    </message>
    <message>
        <source>&amp;How the count is made up:</source>
        <translation>&amp;Із чого складається підрахунок:</translation>
    </message>
    <message>
        <source>How the count is made up</source>
        <translation>Із чого складається підрахунок</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Далі</translation>
    </message>
    <message>
        <source>Nothing scores in this hand.</source>
        <translation>Ця рука не дає жодного бала.</translation>
    </message>
    <message>
        <source>%1: Muggins, %2</source>
        <translation>%1: маґґінс, %2</translation>
    </message>
    <message>
        <source>The count reached the target: no answers were asked.</source>
        <translation>Підрахунок досяг цілі: відповіді не потрібні.</translation>
    </message>
    <message>
        <source>Nobody answered.</source>
        <translation>Ніхто не відповідав.</translation>
    </message>
    <message>
        <source>You were wrong: the count was not too high, so nothing changes.</source>
        <translation>Ваше «завищення» хибне: підрахунок не завищено, тож нічого не змінюється.</translation>
    </message>
    <message>
        <source>The count was %1 too high, but nobody called an overcount, so it stands; nothing changes.</source>
        <translation>Підрахунок завищено на %1, але ніхто не сказав «завищення», тож він лишається; нічого не змінюється.</translation>
    </message>
    <message>
        <source>The count was %1 too high, but nobody called an overcount, so it stands.</source>
        <translation>Підрахунок завищено на %1, але ніхто не сказав «завищення», тож він лишається.</translation>
    </message>
    <message>
        <source>The count was %1 short, but nobody called muggins, so it stands; nothing changes.</source>
        <translation>Підрахунок занижено на %1, але ніхто не сказав «маґґінс», тож він лишається; нічого не змінюється.</translation>
    </message>
    <message>
        <source>%1 was wrong: no points were missed, so the %3 claimed go to %2.</source>
        <translation>%1 — хибний виклик: нічого не пропущено, тож %2 отримує заявлене: %3.</translation>
    </message>
    <message>
        <source>%1 was wrong: the count was not too high, so nothing changes.</source>
        <translation>%1 — хибне «завищення»: підрахунок не завищено, тож нічого не змінюється.</translation>
    </message>
    <message>
        <source>You were wrong: no points were missed, so the %3 claimed go to %2.</source>
        <translation>Ваш виклик хибний: нічого не пропущено, тож %2 отримує заявлене: %3.</translation>
    </message>
    <message>
        <source>%1: +%2 for the wrong call (%3 in all with the %4 declared)</source>
        <translation>%1: +%2 за хибний виклик (разом з оголошеними %4 — %3)</translation>
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
        <translation>Зараховано автоматично.</translation>
    </message>
    <message>
        <source>The declared count stands; nothing changes.</source>
        <translation>Оголошене число лишається; нічого не змінюється.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Muggins</source>
        <translation>Маґґінс</translation>
    </message>
    <message>
        <source>Dominoes scored in fives, and cribbage with the Muggins rule.</source>
        <translation>Доміно з балами за п’ятірки та крибедж із правилом «Маґґінс».</translation>
    </message>
    <message>
        <source>Continue the last match</source>
        <translation>Продовжити попередній матч</translation>
    </message>
    <message>
        <source>Continue the series</source>
        <translation>Продовжити серію</translation>
    </message>
    <message>
        <source>New dominoes game</source>
        <translation>Нова гра в доміно</translation>
    </message>
    <message>
        <source>New cribbage game</source>
        <translation>Нова гра в крибедж</translation>
    </message>
    <message>
        <source>Matches…</source>
        <translation>Матчі…</translation>
    </message>
    <message>
        <source>Matches: every match kept, to resume, review or play again</source>
        <translation>Матчі: усі збережені матчі, щоб продовжити, розібрати або зіграти знову</translation>
    </message>
    <message>
        <source>Unfinished matches</source>
        <translation>Незавершені матчі</translation>
    </message>
    <message>
        <source>Enter resumes the chosen match.</source>
        <translation>Enter продовжує вибраний матч.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Крибедж</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Доміно</translation>
    </message>
    <message>
        <source>the series goes on with its next game</source>
        <translation>серія триває наступною партією</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Скинути статистику…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрити</translation>
    </message>
    <message>
        <source>&amp;Finished matches by game and number of players:</source>
        <translation>Завершені &amp;матчі за грою та кількістю гравців:</translation>
    </message>
    <message>
        <source>Statistics by game and number of players</source>
        <translation>Статистика за грою та кількістю гравців</translation>
    </message>
    <message>
        <source>No finished matches yet.</source>
        <translation>Завершених матчів ще немає.</translation>
    </message>
    <message>
        <source>&amp;Series played to the end (best of, or a number of games in game points):</source>
        <translation>&amp;Серії, зіграні до кінця (до перемог або задане число партій в ігрових балах):</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравців</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Зіграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Найкращий рахунок</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Середній рахунок</translation>
    </message>
    <message>
        <source>Skunks given</source>
        <translation>Скунсів дано</translation>
    </message>
    <message>
        <source>Skunks received</source>
        <translation>Скунсів отримано</translation>
    </message>
    <message>
        <source>Muggins calls</source>
        <translation>Виклики «маґґінс»</translation>
    </message>
    <message>
        <source>Calls won</source>
        <translation>Вдалі виклики</translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation>Пропущені бали</translation>
    </message>
    <message>
        <source>With take-backs</source>
        <translation>З ходами назад</translation>
    </message>
    <message>
        <source>Points you left uncounted in your own hands and cribs</source>
        <translation>Бали, які ви не дорахували у своїх руках і крибах</translation>
    </message>
    <message>
        <source>Finished matches in which you took a move back</source>
        <translation>Завершені матчі, у яких ви брали хід назад</translation>
    </message>
    <message>
        <source>Dominoes</source>
        <translation>Доміно</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Крибедж</translation>
    </message>
    <message>
        <source>%1 (partnerships)</source>
        <translation>%1 (партнерська гра)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Скинути статистику</translation>
    </message>
    <message>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>Забути статистику всіх ігор? Це не можна скасувати.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Не вдалося скинути статистику: %1</translation>
    </message>
    <message>
        <source>Recount from the &amp;matches</source>
        <translation>&amp;Перерахувати з матчів</translation>
    </message>
    <message>
        <source>Recount the statistics from every kept match</source>
        <translation>Перерахувати статистику з усіх збережених матчів</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Не вдалося зберегти статистику: %1</translation>
    </message>
    <message>
        <source>The statistics could not be recounted: %1</source>
        <translation>Не вдалося перерахувати статистику: %1</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>a field holds a value this app cannot use</source>
        <translation>одне з полів має значення, якого ця програма не може використати</translation>
    </message>
    <message>
        <source>the field %1 must be a whole number from %2 to %3</source>
        <translation>поле %1 має бути цілим числом від %2 до %3</translation>
    </message>
    <message>
        <source>the field %1 must be a number from %2 to %3</source>
        <translation>поле %1 має бути числом від %2 до %3</translation>
    </message>
    <message>
        <source>the field %1 must be one of %2</source>
        <translation>поле %1 має містити одне зі значень: %2</translation>
    </message>
    <message>
        <source>the field %1 must be true or false</source>
        <translation>поле %1 має бути true або false</translation>
    </message>
    <message>
        <source>the field %1 must be text of at most %2 characters</source>
        <translation>поле %1 має бути текстом (щонайбільше символів: %2)</translation>
    </message>
    <message>
        <source>the field %1 must not contain control characters</source>
        <translation>поле %1 не може містити керівних символів</translation>
    </message>
    <message>
        <source>it lists %1 seats for a match of %2 players</source>
        <translation>кількість місць у ньому (%1) не збігається з кількістю гравців матчу (%2)</translation>
    </message>
    <message>
        <source>seat %1 has no usable name (1 to %2 characters without control characters)</source>
        <translation>місце %1 не має придатного імені (від 1 до %2 символів без керівних символів)</translation>
    </message>
    <message>
        <source>the field %1 must list three levels out of %2</source>
        <translation>поле %1 має містити три рівні з-поміж: %2</translation>
    </message>
    <message>
        <source>the field %1 holds a value this app cannot use</source>
        <translation>поле %1 містить значення, якого ця програма не може використати</translation>
    </message>
    <message>
        <source>it is not a regular file (it is a folder, a pipe or a device)</source>
        <translation>це не звичайний файл (а тека, канал чи пристрій)</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>це не текст у кодуванні UTF-8</translation>
    </message>
    <message>
        <source>it does not hold a JSON object</source>
        <translation>його вміст не є об’єктом JSON</translation>
    </message>
    <message>
        <source>it has no format version</source>
        <translation>у ньому не вказано версії формату</translation>
    </message>
    <message>
        <source>its record is not a legal match</source>
        <translation>записаний у ньому матч не відповідає правилам</translation>
    </message>
    <message>
        <source>its options do not agree with the start of its record</source>
        <translation>його параметри не збігаються з початком запису</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>такого файлу немає</translation>
    </message>
    <message>
        <source>it could not be interpreted</source>
        <translation>його вміст не вдалося розібрати</translation>
    </message>
    <message>
        <source>it is a link to a file outside its folder</source>
        <translation>це посилання на файл поза його текою</translation>
    </message>
    <message>
        <source>its lists and objects are nested too deeply</source>
        <translation>його списки й об’єкти вкладені надто глибоко</translation>
    </message>
    <message>
        <source>it holds a number with too many digits</source>
        <translation>у ньому є число із забагатьма цифрами</translation>
    </message>
    <message>
        <source>it holds a number too large for this app</source>
        <translation>у ньому є число, завелике для цієї програми</translation>
    </message>
    <message>
        <source>it holds NaN or Infinity, which are not numbers this app accepts</source>
        <translation>у ньому є NaN або Infinity, а такі числа ця програма не приймає</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>він порожній</translation>
    </message>
    <message>
        <source>it is not a list of match events</source>
        <translation>це не список подій матчу</translation>
    </message>
    <message>
        <source>one of its events has no short event name</source>
        <translation>одна з його подій не має короткої назви</translation>
    </message>
    <message>
        <source>its first event describes no match this app plays</source>
        <translation>його перша подія не описує жодного матчу, який грає ця програма</translation>
    </message>
    <message>
        <source>it is a symbolic link</source>
        <translation>це символічне посилання</translation>
    </message>
    <message>
        <source>it has other hard links, and writing it would change them too</source>
        <translation>він має інші жорсткі посилання, і запис змінив би й їх</translation>
    </message>
    <message>
        <source>its description file is not a regular file (it is a folder, a pipe, a socket or a link)</source>
        <translation>його файл опису не є звичайним файлом (це тека, канал, сокет чи посилання)</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB</source>
        <translation>файл більший за %1 МіБ</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>файл не вдається прочитати (%1)</translation>
    </message>
    <message>
        <source>it is not valid JSON (line %1, column %2)</source>
        <translation>це некоректний JSON (рядок %1, стовпець %2)</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>це не коректний JSON</translation>
    </message>
    <message>
        <source>the key %1 appears twice in one object</source>
        <translation>ключ %1 трапляється двічі в одному об’єкті</translation>
    </message>
    <message>
        <source>its format version %1 is not one this app knows</source>
        <translation>версія формату %1 цій програмі невідома</translation>
    </message>
    <message>
        <source>it has an unknown field</source>
        <translation>у ньому є невідоме поле</translation>
    </message>
    <message>
        <source>it has an unknown field %1</source>
        <translation>у ньому є невідоме поле %1</translation>
    </message>
    <message>
        <source>the file cannot be written (%1)</source>
        <translation>файл не вдається записати (%1)</translation>
    </message>
    <message>
        <source>it cannot be used</source>
        <translation>його не можна використати</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>доступ заборонено</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заповнений</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>диск лише для читання</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>квоту диска вичерпано</translation>
    </message>
    <message>
        <source>too many symbolic links</source>
        <translation>забагато символічних посилань</translation>
    </message>
    <message>
        <source>a disk error</source>
        <translation>помилка диска</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>це не звичайний файл</translation>
    </message>
    <message>
        <source>an error of the system</source>
        <translation>системна помилка</translation>
    </message>
    <message>
        <source>its moves do not replay by the rules</source>
        <translation>його ходи не відтворюються за правилами</translation>
    </message>
    <message>
        <source>The file %1 cannot be reviewed because %2.</source>
        <translation>Файл %1 не можна переглянути, бо %2.</translation>
    </message>
    <message>
        <source>The automatic save held a match that had already ended, so it was removed; there is nothing to continue.</source>
        <translation>В автозбереженні був уже завершений матч, тож його вилучено; продовжувати нічого.</translation>
    </message>
    <message>
        <source>The default settings could not be saved to %1 because %2; they are used for now.</source>
        <translation>Типові налаштування не вдалося зберегти в %1, бо %2; поки що діють саме вони.</translation>
    </message>
    <message>
        <source>The match library in %1 cannot be read because %2: no match can be listed or kept until it can.</source>
        <translation>Бібліотеку матчів у %1 не вдається прочитати, бо %2: жоден матч не можна показати чи зберегти, доки вона знову не стане доступною.</translation>
    </message>
    <message>
        <source>The saves folder %1 cannot be read (%2).</source>
        <translation>Теку збережень %1 не вдається прочитати (%2).</translation>
    </message>
    <message>
        <source>A match in the library (%1) cannot be read now because %2; it was left where it is.</source>
        <translation>Матч із бібліотеки (%1) зараз не вдається прочитати, бо %2; його залишено на місці.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be used because %2; it was kept as %3 and the default settings are used.</source>
        <translation>Файл налаштувань %1 не вдалося використати, бо %2; його збережено як %3, а діють типові налаштування.</translation>
    </message>
    <message>
        <source>The automatic save %1 could not be used because %2; it was kept as %3 and the interrupted match cannot be continued.</source>
        <translation>Автозбереження %1 не вдалося використати, бо %2; його збережено як %3, а перерваний матч продовжити не можна.</translation>
    </message>
    <message>
        <source>The statistics file %1 could not be used because %2; it was kept as %3 and the statistics start again from zero.</source>
        <translation>Файл статистики %1 не вдалося використати, бо %2; його збережено як %3, а статистика починається з нуля.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be used because %2, and it could not be moved aside; the default settings are used.</source>
        <translation>Файл налаштувань %1 не вдалося використати, бо %2, і його не вдалося відкласти вбік; діють типові налаштування.</translation>
    </message>
    <message>
        <source>The automatic save %1 could not be used because %2, and it could not be moved aside; the interrupted match cannot be continued.</source>
        <translation>Автозбереження %1 не вдалося використати, бо %2, і його не вдалося відкласти вбік; перерваний матч продовжити не можна.</translation>
    </message>
    <message>
        <source>The statistics file %1 could not be used because %2, and it could not be moved aside; the statistics start again from zero.</source>
        <translation>Файл статистики %1 не вдалося використати, бо %2, і його не вдалося відкласти вбік; статистика починається з нуля.</translation>
    </message>
    <message>
        <source>A match in the library (%1) could not be used because %2, and its files could not be moved aside.</source>
        <translation>Матч із бібліотеки (%1) не вдалося використати, бо %2, і його файли не вдалося відкласти.</translation>
    </message>
    <message>
        <source>A match in the library (%1) could not be used because %2; its files were kept as %3.</source>
        <translation>Матч із бібліотеки (%1) не вдалося використати, бо %2; його файли збережено як %3.</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be opened because %2.</source>
        <translation>Збережену гру %1 не можна відкрити, бо %2.</translation>
    </message>
    <message>
        <source>The record cannot be written to %1 because %2.</source>
        <translation>Запис матчу не вдається зберегти в %1, бо %2.</translation>
    </message>
    <message>
        <source>The game cannot be saved to %1 because %2.</source>
        <translation>Гру не вдається зберегти в %1, бо %2.</translation>
    </message>
    <message>
        <source>The file %1 could not be used because %2.</source>
        <translation>Файл %1 не вдалося використати, бо %2.</translation>
    </message>
    <message>
        <source>A file could not be used (%1).</source>
        <translation>Не вдалося використати файл (%1).</translation>
    </message>
    <message>
        <source>The settings could not be saved because %1.</source>
        <translation>Не вдалося зберегти налаштування, бо %1.</translation>
    </message>
    <message>
        <source>The statistics could not be saved because %1.</source>
        <translation>Не вдалося зберегти статистику, бо %1.</translation>
    </message>
    <message>
        <source>The counting trainer&apos;s results could not be saved because %1.</source>
        <translation>Не вдалося зберегти результати тренування підрахунку, бо %1.</translation>
    </message>
    <message>
        <source>The list of kept matches could not be saved because %1.</source>
        <translation>Не вдалося зберегти список збережених матчів, бо %1.</translation>
    </message>
    <message>
        <source>A kept match could not be saved because %1.</source>
        <translation>Не вдалося зберегти один зі збережених матчів, бо %1.</translation>
    </message>
    <message>
        <source>the settings</source>
        <translation>налаштування</translation>
    </message>
    <message>
        <source>the statistics</source>
        <translation>статистика</translation>
    </message>
    <message>
        <source>the counting trainer&apos;s results</source>
        <translation>результати тренування підрахунку</translation>
    </message>
    <message>
        <source>the list of kept matches</source>
        <translation>список збережених матчів</translation>
    </message>
    <message>
        <source>a kept match</source>
        <translation>збережений матч</translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation>файл %1</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>Several things could not be saved because %1: %2.</source>
        <translation>Не вдалося зберегти кілька речей, бо %1: %2.</translation>
    </message>
    <message>
        <source>The key of this fair match is missing from its description file: the match goes on with the same deals, but when it ends its deals cannot be proven fair.</source>
        <translation>Ключа цього чесного матчу немає в його файлі опису: матч триває з тими самими роздачами, але після його завершення довести, що роздачі були чесні, не вдасться.</translation>
    </message>
    <message>
        <source>The statistics of this match could not be saved (%1).</source>
        <translation>Статистику цього матчу не вдалося зберегти (%1).</translation>
    </message>
</context>
<context>
    <name>StoragePrompts</name>
    <message>
        <source>Muggins</source>
        <translation>Маґґінс</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Усі файли (*)</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Збережено: %1</translation>
    </message>
    <message>
        <source>Record written to %1</source>
        <translation>Запис матчу збережено: %1</translation>
    </message>
    <message>
        <source>That match is already over.</source>
        <translation>Цей матч уже закінчено.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Грати далі</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Відкинути</translation>
    </message>
    <message>
        <source>Leave this match?</source>
        <translation>Вийти з матчу?</translation>
    </message>
    <message>
        <source>A match is still running. If you start or open another one, this match is lost (save it by name first to keep it). Leave it?</source>
        <translation>Матч ще триває. Якщо почати або відкрити інший, цей матч буде втрачено (щоб його зберегти, спершу збережіть його під назвою). Вийти з нього?</translation>
    </message>
    <message>
        <source>This match is not finished. If you leave it, it stays in Game → Matches among the unfinished matches, and Continue resumes it.</source>
        <translation>Цей матч не завершено. Якщо вийти з нього, він залишиться в «Гра → Матчі» серед незавершених, і «Продовжити» відновить його.</translation>
    </message>
    <message>
        <source>Leave it for later</source>
        <translation>Відкласти на потім</translation>
    </message>
    <message>
        <source>The match was moved to the trash (Game → Matches can undo it).</source>
        <translation>Матч перенесено в кошик («Гра → Матчі» може це скасувати).</translation>
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
        <translation>дає підказку до цього рішення</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>take back your last move</source>
        <translation>забирає ваш останній хід</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>read the table aloud (screen reader)</source>
        <translation>читає стіл уголос (екранний читач)</translation>
    </message>
    <message>
        <source>? / F1 / Esc</source>
        <translation>? / F1 / Esc</translation>
    </message>
    <message>
        <source>show or hide this list</source>
        <translation>показує або ховає цей список</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>play again a move you took back</source>
        <translation>повторює взятий назад хід</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>sound off or on</source>
        <translation>вимикає або вмикає звук</translation>
    </message>
    <message>
        <source>Shift+F1</source>
        <translation>Shift+F1</translation>
    </message>
    <message>
        <source>the rules of the game (Help → Rules)</source>
        <translation>правила гри (Довідка → Правила)</translation>
    </message>
    <message>
        <source>Tab / F6</source>
        <translation>Tab / F6</translation>
    </message>
    <message>
        <source>go on to the score sheet and the match log</source>
        <translation>переходить до таблиці рахунку й журналу матчу</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавіші</translation>
    </message>
    <message>
        <source>The table can be played with the keyboard alone.</source>
        <translation>Грати за столом можна самою клавіатурою.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>TableReader</name>
    <message>
        <source>Dominoes table</source>
        <translation>Стіл доміно</translation>
    </message>
    <message>
        <source>Cribbage table</source>
        <translation>Стіл крибеджу</translation>
    </message>
    <message>
        <source>Press Ctrl+R to hear the table, F1 or ? for the keys.</source>
        <translation>Натисніть Ctrl+R, щоб почути опис столу, а F1 чи ? — щоб побачити клавіші.</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Сукно</translation>
    </message>
    <message>
        <source>What is on the table</source>
        <translation>Що на столі</translation>
    </message>
    <message numerus="yes">
        <source>Playing to %n point(s)</source>
        <translation>
            <numerusform>Ціль: %n бал</numerusform>
            <numerusform>Ціль: %n бали</numerusform>
            <numerusform>Ціль: %n балів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points, %n tile(s) left</source>
        <translation>
            <numerusform>%1: рахунок %2, у руці %n плитка</numerusform>
            <numerusform>%1: рахунок %2, у руці %n плитки</numerusform>
            <numerusform>%1: рахунок %2, у руці %n плиток</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ходить</translation>
    </message>
    <message numerus="yes">
        <source>Line: %n tile(s), from %1 to %2</source>
        <translation>
            <numerusform>Лінія: %n плитка, від %1 до %2</numerusform>
            <numerusform>Лінія: %n плитки, від %1 до %2</numerusform>
            <numerusform>Лінія: %n плиток, від %1 до %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Open ends: %1</source>
        <translation>Відкриті кінці: %1</translation>
    </message>
    <message numerus="yes">
        <source>Boneyard: %n tile(s)</source>
        <translation>
            <numerusform>Запас: %n плитка</numerusform>
            <numerusform>Запас: %n плитки</numerusform>
            <numerusform>Запас: %n плиток</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is hidden</source>
        <translation>Вашу руку сховано</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n tile(s)</source>
        <translation>
            <numerusform>Ваша рука: %n плитка</numerusform>
            <numerusform>Ваша рука: %n плитки</numerusform>
            <numerusform>Ваша рука: %n плиток</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Плитка %1</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>можна покласти</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>не підходить</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>вибрано</translation>
    </message>
    <message>
        <source>No tile fits and the boneyard is empty: press P to pass</source>
        <translation>Жодна плитка не підходить, а запас порожній: натисніть P, щоб пропустити хід</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>Buttons: %1</source>
        <translation>Кнопки: %1</translation>
    </message>
    <message>
        <source>Press Enter for “%1”</source>
        <translation>Натисніть Enter, щоб вибрати «%1»</translation>
    </message>
    <message>
        <source>No tile fits: press D to draw, or Shift+D to draw until one fits</source>
        <translation>Жодна плитка не підходить: натисніть D, щоб добрати, або Shift+D, щоб добирати, доки не підійде</translation>
    </message>
    <message>
        <source>double blank</source>
        <translation>дубль-пусто</translation>
    </message>
    <message>
        <source>double one</source>
        <translation>дубль-один</translation>
    </message>
    <message>
        <source>double two</source>
        <translation>дубль-два</translation>
    </message>
    <message>
        <source>double three</source>
        <translation>дубль-три</translation>
    </message>
    <message>
        <source>double four</source>
        <translation>дубль-чотири</translation>
    </message>
    <message>
        <source>double five</source>
        <translation>дубль-п’ять</translation>
    </message>
    <message>
        <source>double six</source>
        <translation>дубль-шість</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>one</source>
        <translation>один</translation>
    </message>
    <message>
        <source>two</source>
        <translation>два</translation>
    </message>
    <message>
        <source>three</source>
        <translation>три</translation>
    </message>
    <message>
        <source>four</source>
        <translation>чотири</translation>
    </message>
    <message>
        <source>five</source>
        <translation>п’ять</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шість</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Tile %1 selected</source>
        <translation>Вибрано плитку %1</translation>
    </message>
    <message>
        <source>left end</source>
        <translation>лівий кінець</translation>
    </message>
    <message>
        <source>right end</source>
        <translation>правий кінець</translation>
    </message>
    <message>
        <source>(Up or Down for the other end, Enter to play)</source>
        <translation>(Вгору чи Вниз — інший кінець, Enter — покласти)</translation>
    </message>
    <message>
        <source>(Enter to play)</source>
        <translation>(Enter — покласти)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points, %n card(s) left</source>
        <translation>
            <numerusform>%1: рахунок %2, у руці %n карта</numerusform>
            <numerusform>%1: рахунок %2, у руці %n карти</numerusform>
            <numerusform>%1: рахунок %2, у руці %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>здавальник</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Дошка: %1</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Стартова карта: %1</translation>
    </message>
    <message>
        <source>Starter: not cut yet</source>
        <translation>Стартова карта: колоду ще не знято</translation>
    </message>
    <message numerus="yes">
        <source>Crib: %n card(s)</source>
        <translation>
            <numerusform>Криб: %n карта</numerusform>
            <numerusform>Криб: %n карти</numerusform>
            <numerusform>Криб: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Count: %1</source>
        <translation>Сума: %1</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>Ваша рука: %n карта</numerusform>
            <numerusform>Ваша рука: %n карти</numerusform>
            <numerusform>Ваша рука: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Card %1: %2</source>
        <translation>Карта %1: %2</translation>
    </message>
    <message>
        <source>too high</source>
        <translation>понад 31</translation>
    </message>
    <message>
        <source>%1, starter %2</source>
        <translation>%1, стартова карта %2</translation>
    </message>
    <message>
        <source>cursor</source>
        <translation>курсор</translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation>Разом: %1</translation>
    </message>
    <message>
        <source>Last row %1: %2</source>
        <translation>Останній рядок %1: %2</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Хід: %1</translation>
    </message>
    <message>
        <source>&amp;Read the table</source>
        <translation>&amp;Озвучити стіл</translation>
    </message>
    <message>
        <source>Match log</source>
        <translation>Журнал матчу</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Таблиця рахунку</translation>
    </message>
    <message>
        <source>The line is empty: the leader may open with any tile.</source>
        <translation>Лінія порожня: перший гравець може почати з будь-якої плитки.</translation>
    </message>
    <message>
        <source>Button: %1</source>
        <translation>Кнопка: %1</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 виграє матч!</translation>
    </message>
    <message>
        <source>You and %1 win the match!</source>
        <translation>Ви та %1 виграєте матч!</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Ви виграли матч!</translation>
    </message>
    <message>
        <source>%1 and %2 win the match!</source>
        <translation>%1 і %2 виграють матч!</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думає…</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>your play of %1</source>
        <translation>ваш хід %1</translation>
    </message>
    <message>
        <source>your draw</source>
        <translation>ваше добирання</translation>
    </message>
    <message>
        <source>your pass</source>
        <translation>ваш пропуск ходу</translation>
    </message>
    <message>
        <source>your discard of %1</source>
        <translation>ваше скидання %1 у криб</translation>
    </message>
    <message>
        <source>your cut</source>
        <translation>ваше зняття колоди</translation>
    </message>
    <message>
        <source>your Go</source>
        <translation>ваше «ґо»</translation>
    </message>
    <message>
        <source>your count of %1</source>
        <translation>ваш підрахунок %1</translation>
    </message>
    <message>
        <source>your answer</source>
        <translation>вашу відповідь</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>ваш хід</translation>
    </message>
    <message>
        <source>your forced play of %1</source>
        <translation>ваш вимушений хід %1</translation>
    </message>
    <message>
        <source>your forced draw</source>
        <translation>ваше вимушене добирання</translation>
    </message>
    <message>
        <source>your forced pass</source>
        <translation>ваш вимушений пропуск ходу</translation>
    </message>
    <message>
        <source>your forced Go</source>
        <translation>ваше вимушене «ґо»</translation>
    </message>
    <message>
        <source>your forced move</source>
        <translation>ваш вимушений хід</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 і %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1&apos;s reply</source>
        <translation>відповідь: %1</translation>
    </message>
    <message>
        <source>You took back %1.</source>
        <translation>Ви взяли назад %1.</translation>
    </message>
    <message>
        <source>You took back %1, and with it %2.</source>
        <translation>Ви взяли назад %1, а разом із цим %2.</translation>
    </message>
    <message>
        <source>Played again: %1.</source>
        <translation>Зіграно знову: %1.</translation>
    </message>
    <message>
        <source>Played again.</source>
        <translation>Зіграно знову.</translation>
    </message>
    <message>
        <source>That move was in the round that has ended: its result is settled, so a take-back does not go back past the end of a round.</source>
        <translation>Цей хід був у раунді, який уже закінчився: його результат остаточний, тому хід назад не сягає за кінець раунду.</translation>
    </message>
    <message>
        <source>That move was in the hand that has been counted: its result is settled, so a take-back does not go back past the end of a hand.</source>
        <translation>Цей хід був у роздачі, яку вже підраховано: її результат остаточний, тому хід назад не сягає за кінець роздачі.</translation>
    </message>
    <message>
        <source>Take-back is off when several people share the table.</source>
        <translation>Хід назад вимкнено, коли за одним екраном грають кілька людей.</translation>
    </message>
    <message>
        <source>Take-back is for a person playing against the computer.</source>
        <translation>Брати хід назад може лише той, хто грає проти комп’ютера.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back yet.</source>
        <translation>Ви ще не зробили ходу, який можна взяти назад.</translation>
    </message>
    <message>
        <source>The match is over: there is nothing to take back.</source>
        <translation>Матч закінчено: брати назад нічого.</translation>
    </message>
    <message>
        <source>Take-back is turned off in the settings.</source>
        <translation>Хід назад вимкнено в налаштуваннях.</translation>
    </message>
    <message>
        <source>There is nothing to redo: Redo replays a move you took back until you make a new one.</source>
        <translation>Повторювати нічого: «Повторити» знову грає взятий назад хід, доки ви не зробите новий.</translation>
    </message>
    <message>
        <source>This move cannot be taken back.</source>
        <translation>Цей хід не можна взяти назад.</translation>
    </message>
</context>
<context>
    <name>TrainerDialog</name>
    <message>
        <source>Practice counting</source>
        <translation>Тренування підрахунку</translation>
    </message>
    <message>
        <source>Type the count and press Enter</source>
        <translation>Введіть суму балів і натисніть Enter</translation>
    </message>
    <message>
        <source>Your count:</source>
        <translation>Ваш підрахунок:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Час:</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Наступна рука</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Стартова карта</translation>
    </message>
    <message>
        <source>Count this crib (a flush needs all five cards).</source>
        <translation>Порахуйте цей криб (для флешу потрібні всі п’ять карт).</translation>
    </message>
    <message>
        <source>Count this hand.</source>
        <translation>Порахуйте цю руку.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Right: %1 in %2 s.</source>
        <translation>Правильно: %1 за %2 с.</translation>
    </message>
    <message>
        <source>The count is %1 (%2 s).</source>
        <translation>Правильна сума: %1 (%2 с).</translation>
    </message>
    <message>
        <source>In a crib a flush needs the starter too.</source>
        <translation>У крибі флеш зараховують, лише коли й стартова карта тієї самої масті.</translation>
    </message>
    <message>
        <source>a fifteen</source>
        <translation>п’ятнадцять</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>пара</translation>
    </message>
    <message>
        <source>a run</source>
        <translation>послідовність</translation>
    </message>
    <message>
        <source>the flush</source>
        <translation>флеш</translation>
    </message>
    <message>
        <source>nobs</source>
        <translation>нобс</translation>
    </message>
    <message>
        <source>Fifteen</source>
        <translation>П’ятнадцять</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Пара</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Послідовність</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Флеш</translation>
    </message>
    <message>
        <source>Nobs</source>
        <translation>Нобс</translation>
    </message>
    <message>
        <source>%1: %2 for %3</source>
        <translation>%1: %2, балів: %3</translation>
    </message>
    <message>
        <source>Nothing scores: nineteen, as players say.</source>
        <translation>Нічого не зараховується: «дев’ятнадцять», як кажуть гравці.</translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation>Відповідей ще немає.</translation>
    </message>
    <message>
        <source>%1 of %2 right (%3%), %4 s on average.</source>
        <translation>Правильно %1 з %2 (%3%), у середньому %4 с.</translation>
    </message>
    <message>
        <source>%1 missed %2 of %3 (%4 s)</source>
        <translation>%1: пропущено %2 з %3 (%4 с)</translation>
    </message>
    <message>
        <source>Overcounts: %1.</source>
        <translation>Завищення: %1.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Ends add up to a multiple of five</source>
        <translation>Сума кінців кратна п’яти</translation>
    </message>
    <message>
        <source>Fifteen</source>
        <translation>П’ятнадцять</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Пара</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Три однакові</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Чотири однакові</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Послідовність</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Флеш</translation>
    </message>
    <message>
        <source>His nobs</source>
        <translation>Нобс</translation>
    </message>
    <message>
        <source>His heels</source>
        <translation>«П’ятки»</translation>
    </message>
    <message>
        <source>Thirty-one</source>
        <translation>Тридцять один</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Ґо</translation>
    </message>
    <message>
        <source>Last card</source>
        <translation>Остання карта</translation>
    </message>
    <message>
        <source>Tiles left in hand</source>
        <translation>Плитки в руці</translation>
    </message>
    <message>
        <source>Reached the target</source>
        <translation>Ціль досягнуто</translation>
    </message>
    <message>
        <source>Lowball: the first to reach the target loses</source>
        <translation>Лоубол: хто першим досягне цілі, програє</translation>
    </message>
    <message>
        <source>Skunk</source>
        <translation>Скунс</translation>
    </message>
    <message>
        <source>Double skunk</source>
        <translation>Подвійний скунс</translation>
    </message>
    <message>
        <source>Lowball is played without Muggins: hands are counted automatically.</source>
        <translation>Лоубол грають без «Маґґінс»: руки рахуються автоматично.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Прийняти</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>Маґґінс</translation>
    </message>
    <message>
        <source>Overcount</source>
        <translation>Завищення</translation>
    </message>
    <message>
        <source>Discard to the crib</source>
        <translation>Скидання в криб</translation>
    </message>
    <message>
        <source>Cut for the starter</source>
        <translation>Зняття колоди</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Розіграш</translation>
    </message>
    <message>
        <source>The show</source>
        <translation>Підрахунок рук</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Матч закінчено</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Зараз такий хід не дозволено.</translation>
    </message>
    <message>
        <source>The match is already over.</source>
        <translation>Матч уже закінчено.</translation>
    </message>
    <message>
        <source>Nobody is to act now.</source>
        <translation>Зараз ніхто не ходить.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>That move does not belong to this game.</source>
        <translation>Такого ходу в цій грі немає.</translation>
    </message>
    <message>
        <source>{tile} does not fit there.</source>
        <translation>{tile} сюди не підходить.</translation>
    </message>
    <message>
        <source>Choose the end of the line for {tile}.</source>
        <translation>Виберіть кінець лінії для {tile}.</translation>
    </message>
    <message>
        <source>{tile} is not in your hand.</source>
        <translation>{tile} немає у вашій руці.</translation>
    </message>
    <message>
        <source>{tile} opens the line, so it needs no end.</source>
        <translation>{tile} починає лінію, тому кінець не потрібен.</translation>
    </message>
    <message>
        <source>You drew {tile} and it fits, so you must play it now.</source>
        <translation>Ви добрали {tile}, і вона підходить, тож нею треба сходити зараз.</translation>
    </message>
    <message>
        <source>You have something that fits, so you must play it.</source>
        <translation>У вас є що покласти, тож треба ходити.</translation>
    </message>
    <message>
        <source>The boneyard is empty; there is nothing to draw.</source>
        <translation>Запас порожній; добирати нічого.</translation>
    </message>
    <message>
        <source>You may pass only when the boneyard is empty; draw a tile instead.</source>
        <translation>Пропустити хід можна лише з порожнім запасом; добирайте плитку.</translation>
    </message>
    <message>
        <source>That move is not possible at this stage of the deal.</source>
        <translation>На цьому етапі роздачі такий хід неможливий.</translation>
    </message>
    <message>
        <source>The same card is chosen twice.</source>
        <translation>Ту саму карту вибрано двічі.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} немає у вашій руці.</translation>
    </message>
    <message>
        <source>{card} would take the count past 31.</source>
        <translation>З {card} сума перевищить 31.</translation>
    </message>
    <message>
        <source>Players do not answer their own count.</source>
        <translation>На власний підрахунок не відповідають.</translation>
    </message>
    <message>
        <source>A partner never answers their partner&apos;s count.</source>
        <translation>Партнер ніколи не відповідає на підрахунок свого партнера.</translation>
    </message>
    <message>
        <source>It is not this player&apos;s turn to answer.</source>
        <translation>Зараз не черга цього гравця відповідати.</translation>
    </message>
    <message>
        <source>A declared count is a whole number from 0 to 29.</source>
        <translation>Оголошений підрахунок — ціле число від 0 до 29.</translation>
    </message>
    <message>
        <source>The answer must be accept, muggins or overcount.</source>
        <translation>Відповідь може бути лише «прийняти», «маґґінс» або «завищення».</translation>
    </message>
    <message>
        <source>A muggins call must say how many points it claims.</source>
        <translation>Виклик «маґґінс» має назвати, скільки балів вимагається.</translation>
    </message>
    <message>
        <source>A muggins call claims from 1 to 29 points.</source>
        <translation>Виклик «маґґінс» вимагає від 1 до 29 балів.</translation>
    </message>
    <message>
        <source>Only a muggins call names points.</source>
        <translation>Бали називає лише виклик «маґґінс».</translation>
    </message>
    <message>
        <source>Nobody reached the target: the highest score won</source>
        <translation>Ніхто не досяг цілі: переміг найбільший рахунок</translation>
    </message>
    <message numerus="yes">
        <source>Lay away exactly %n card(s) to the crib.</source>
        <translation>
            <numerusform>Скиньте в криб рівно %n карту.</numerusform>
            <numerusform>Скиньте в криб рівно %n карти.</numerusform>
            <numerusform>Скиньте в криб рівно %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n бал</numerusform>
            <numerusform>%n бали</numerusform>
            <numerusform>%n балів</numerusform>
        </translation>
    </message>
</context>
</TS>
