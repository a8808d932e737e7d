<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa" sourcelanguage="en">
<context>
    <name>AdventureEditor</name>
    <message>
        <source>Change title</source>
        <extracomment>The undo step of each text key.</extracomment>
        <translation>تغییر عنوان</translation>
    </message>
    <message>
        <source>Change author</source>
        <translation>تغییر نویسنده</translation>
    </message>
    <message>
        <source>Change notes</source>
        <translation>تغییر یادداشت‌ها</translation>
    </message>
    <message>
        <source>Add trial</source>
        <translation>افزودن آزمون</translation>
    </message>
    <message>
        <source>Add {count} trials</source>
        <translation>افزودن {count} آزمون</translation>
    </message>
    <message>
        <source>Remove trial</source>
        <translation>حذف آزمون</translation>
    </message>
    <message>
        <source>Move trial</source>
        <translation>جابه‌جایی آزمون</translation>
    </message>
    <message>
        <source>Choose the epic</source>
        <translation>انتخاب حماسه</translation>
    </message>
    <message>
        <source>Tower quests (*.quest.json)</source>
        <translation>مأموریت‌های Tower (*.quest.json)</translation>
    </message>
    <message>
        <source>Trial {number}</source>
        <translation>آزمون {number}</translation>
    </message>
    <message>
        <source>the epic has no card for this trial</source>
        <translation>حماسه کارتی برای این آزمون ندارد</translation>
    </message>
    <message>
        <source>its back</source>
        <translation>پشت آن</translation>
    </message>
    <message>
        <source>No trials yet: add them in the Adventure dock.</source>
        <translation>هنوز آزمونی نیست: آن‌ها را در پنل ماجرا بیفزایید.</translation>
    </message>
    <message>
        <source>no epic chosen</source>
        <translation>حماسه‌ای انتخاب نشده</translation>
    </message>
    <message>
        <source>no quest chosen</source>
        <translation>مأموریتی انتخاب نشده</translation>
    </message>
    <message>
        <source>{file} cannot be read</source>
        <translation>{file} خوانده نمی‌شود</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>عنوان</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>نویسنده</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>یادداشت‌ها</translation>
    </message>
    <message>
        <source>drag a trial to reorder; double-click to open it</source>
        <translation>برای تغییر ترتیب، آزمون را بکشید؛ برای باز کردن، روی آن دوبار کلیک کنید</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>افزودن…</translation>
    </message>
    <message>
        <source>add quest files as trials (after the chosen one)</source>
        <translation>افزودن پرونده‌های مأموریت به‌عنوان آزمون (پس از آزمون انتخاب‌شده)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>بالا</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>پایین</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>باز کردن</translation>
    </message>
    <message>
        <source>open the chosen trial in the window</source>
        <translation>باز کردن آزمون انتخاب‌شده در پنجره</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>انتخاب…</translation>
    </message>
    <message>
        <source>the epic whose cards are the trials&apos; backs</source>
        <translation>حماسه‌ای که کارت‌هایش پشت آزمون‌ها هستند</translation>
    </message>
    <message>
        <source>open the epic in the window</source>
        <translation>باز کردن حماسه در پنجره</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trials&lt;/b&gt;, in the order they are played</source>
        <translation>&lt;b&gt;آزمون‌ها&lt;/b&gt;، به ترتیب بازی</translation>
    </message>
    <message>
        <source>&lt;b&gt;Epic&lt;/b&gt; on the trials&apos; backs</source>
        <translation>&lt;b&gt;حماسه&lt;/b&gt; پشت آزمون‌ها</translation>
    </message>
    <message>
        <source>(cannot be read)</source>
        <translation>(خوانده نمی‌شود)</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>هیچ‌کدام انتخاب نشده</translation>
    </message>
    <message>
        <source>save the adventure first: its quests are named relative to its folder</source>
        <translation>نخست ماجرا را ذخیره کنید: مأموریت‌هایش نسبت به پوشهٔ آن نام‌گذاری می‌شوند</translation>
    </message>
    <message>
        <source>Add trials</source>
        <translation>افزودن آزمون‌ها</translation>
    </message>
    <message>
        <source>Adventure</source>
        <translation>ماجرا</translation>
    </message>
    <message>
        <source>{file}: no such quest file</source>
        <translation>{file}: چنین پروندهٔ مأموریتی وجود ندارد</translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>cannot solve this file: it has an error, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>این پرونده را نمی‌توان حل کرد: یک خطا دارد: {code} {message} (در پنل مشکل‌ها فهرست شده است)</translation>
    </message>
    <message>
        <source>cannot solve this file: it has {count} errors, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>این پرونده را نمی‌توان حل کرد: {count} خطا دارد، نخستین: {code} {message} (در پنل مشکل‌ها فهرست شده‌اند)</translation>
    </message>
    <message>
        <source>cannot play this file: it has an error, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>این پرونده را نمی‌توان بازی کرد: یک خطا دارد: {code} {message} (در پنل مشکل‌ها فهرست شده است)</translation>
    </message>
    <message>
        <source>cannot play this file: it has {count} errors, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>این پرونده را نمی‌توان بازی کرد: {count} خطا دارد، نخستین: {code} {message} (در پنل مشکل‌ها فهرست شده‌اند)</translation>
    </message>
    <message>
        <source>cannot {doing} this file: it has an error, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>{doing} این پرونده ممکن نیست: یک خطا دارد: {code} {message} (در پنل مشکل‌ها فهرست شده است)</translation>
    </message>
    <message>
        <source>cannot {doing} this file: it has {count} errors, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>{doing} این پرونده ممکن نیست: {count} خطا دارد، نخستین: {code} {message} (در پنل مشکل‌ها فهرست شده‌اند)</translation>
    </message>
</context>
<context>
    <name>DaedalusEditor</name>
    <message>
        <source>Set title</source>
        <extracomment>The undo texts of `MazeDocument.set_text`, by text key.</extracomment>
        <translation>تعیین عنوان</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>تعیین نویسنده</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>تعیین یادداشت‌ها</translation>
    </message>
    <message>
        <source>Paint radial walls</source>
        <extracomment>The undo texts of painting and erasing walls, by (verb, kinds of wall changed).</extracomment>
        <translation>کشیدن دیوارهای شعاعی</translation>
    </message>
    <message>
        <source>Paint arc walls</source>
        <translation>کشیدن دیوارهای کمانی</translation>
    </message>
    <message>
        <source>Paint walls</source>
        <translation>کشیدن دیوارها</translation>
    </message>
    <message>
        <source>Erase radial walls</source>
        <translation>پاک کردن دیوارهای شعاعی</translation>
    </message>
    <message>
        <source>Erase arc walls</source>
        <translation>پاک کردن دیوارهای کمانی</translation>
    </message>
    <message>
        <source>Erase walls</source>
        <translation>پاک کردن دیوارها</translation>
    </message>
    <message>
        <source>Board {rings} rings x {sectors} sectors</source>
        <translation>صفحهٔ بازی {rings} حلقه × {sectors} بخش</translation>
    </message>
    <message>
        <source>Starting phase {phase}</source>
        <translation>فاز آغازین {phase}</translation>
    </message>
    <message>
        <source>turn the film one sector after another (play / pause: P)</source>
        <extracomment>Time between two turns of the film while it plays.</extracomment>
        <translation>چرخاندن فیلم بخش به بخش (اجرا / مکث: P)</translation>
    </message>
    <message>
        <source>the film&apos;s phase: where its arc walls lie over the board (, and . turn it a sector)</source>
        <translation>فاز فیلم: جایی که دیوارهای کمانی آن روی صفحهٔ بازی قرار می‌گیرند (با , و . یک بخش بچرخانید)</translation>
    </message>
    <message>
        <source>Death traps</source>
        <translation>تله‌های مرگ</translation>
    </message>
    <message>
        <source>the fields where a soldier has no step at the shown phase</source>
        <translation>خانه‌هایی که سرباز در فاز نمایش‌داده‌شده هیچ گامی از آن‌ها ندارد</translation>
    </message>
    <message>
        <source>Trips</source>
        <translation>مسیرها</translation>
    </message>
    <message>
        <source>each entrance field&apos;s trip in rounds, round the board</source>
        <translation>طول مسیر هر خانهٔ ورودی بر حسب دور، گرداگرد صفحهٔ بازی</translation>
    </message>
    <message>
        <source>Best trip</source>
        <translation>بهترین مسیر</translation>
    </message>
    <message>
        <source>the fewest-rounds trip; the soldier stands where it is at this phase</source>
        <translation>مسیر با کمترین دور؛ سرباز جایی می‌ایستد که در این فاز هست</translation>
    </message>
    <message>
        <source>Film</source>
        <translation>فیلم</translation>
    </message>
    <message>
        <source>Turn the film back a sector</source>
        <translation>چرخاندن فیلم یک بخش به عقب</translation>
    </message>
    <message>
        <source>Turn the film on a sector</source>
        <translation>چرخاندن فیلم یک بخش به جلو</translation>
    </message>
    <message>
        <source>Turn the film round (play / pause)</source>
        <translation>چرخش پیوستهٔ فیلم (اجرا / مکث)</translation>
    </message>
    <message>
        <source>phase {phase} (round {rounds})</source>
        <translation>فاز {phase} (دور {rounds})</translation>
    </message>
    <message>
        <source>phase {phase} (start)</source>
        <translation>فاز {phase} (شروع)</translation>
    </message>
    <message>
        <source> rings</source>
        <translation> حلقه</translation>
    </message>
    <message>
        <source> sectors</source>
        <translation> بخش</translation>
    </message>
    <message>
        <source>an even number; the boxed board has 24</source>
        <translation>عددی زوج؛ صفحهٔ بازی اصلی ۲۴ بخش دارد</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>اعمال</translation>
    </message>
    <message>
        <source>change the board (walls off the new board are dropped)</source>
        <translation>تغییر صفحهٔ بازی (دیوارهای بیرون از صفحهٔ تازه حذف می‌شوند)</translation>
    </message>
    <message>
        <source>the film&apos;s position while the soldiers are placed</source>
        <translation>جای فیلم هنگام گذاشتن سربازها</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>صفحهٔ بازی</translation>
    </message>
    <message>
        <source>Starting phase</source>
        <translation>فاز آغازین</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>عنوان</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>نویسنده</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>یادداشت‌ها</translation>
    </message>
    <message>
        <source>radial wall between ring {ring}, sectors {sector} and {next}</source>
        <extracomment>The largest image of the still layers kept (pixels); a view zoomed in further paints them directly. Quiet time after an edit before the overlays&apos; numbers are worked out again.</extracomment>
        <translation>دیوار شعاعی در حلقهٔ {ring}، میان بخش‌های {sector} و {next}</translation>
    </message>
    <message>
        <source>arc wall on boundary {boundary}, film sector {sector}</source>
        <translation>دیوار کمانی روی مرز {boundary}، بخش {sector} فیلم</translation>
    </message>
    <message>
        <source>{place}, no trip</source>
        <extracomment>a trip being watched: its places (one per round) and the round shown the still layers painted last (`_paint_layers`) and what they showed how many times the maze changed (the still layers show one version)</extracomment>
        <translation>{place}، بی‌مسیر</translation>
    </message>
    <message>
        <source>{place}, trip {rounds} rounds</source>
        <translation>{place}، مسیر {rounds} دوری</translation>
    </message>
    <message>
        <source>{place}, a death trap at {phases}</source>
        <translation>{place}، تلهٔ مرگ در {phases}</translation>
    </message>
    <message>
        <source>{place} · {wall}</source>
        <translation>{place} · {wall}</translation>
    </message>
    <message>
        <source>{place} · film at phase {phase}</source>
        <translation>{place} · فیلم در فاز {phase}</translation>
    </message>
    <message>
        <source>Radial walls</source>
        <extracomment>The pointer&apos;s way is sampled every this share of a ring&apos;s width.</extracomment>
        <translation>دیوارهای شعاعی</translation>
    </message>
    <message>
        <source>Drag across the rings to put up radial walls on the board; right-drag takes them down</source>
        <translation>در عرض حلقه‌ها بکشید تا دیوارهای شعاعی روی صفحهٔ بازی گذاشته شوند؛ کشیدن با دکمهٔ راست آن‌ها را برمی‌دارد</translation>
    </message>
    <message>
        <source>Arc walls</source>
        <translation>دیوارهای کمانی</translation>
    </message>
    <message>
        <source>Drag along the circles to put up arc walls on the film (where it is at the shown phase); right-drag takes them down</source>
        <translation>در امتداد دایره‌ها بکشید تا دیوارهای کمانی روی فیلم (در جایی که در فاز نمایش‌داده‌شده است) گذاشته شوند؛ کشیدن با دکمهٔ راست آن‌ها را برمی‌دارد</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>پاک‌کن</translation>
    </message>
    <message>
        <source>Drag over walls of either kind to take them down</source>
        <translation>روی دیوارهای هر دو نوع بکشید تا برداشته شوند</translation>
    </message>
</context>
<context>
    <name>DaedalusPlay</name>
    <message>
        <source>turning every round</source>
        <extracomment>The Play dock&apos;s set-ups: the walls as the card-less game turns them, or the Medusa beast.</extracomment>
        <translation>چرخش در هر دور</translation>
    </message>
    <message>
        <source>Medusa: still once the treasure is taken</source>
        <translation>مدوسا: پس از برداشتن گنج، ثابت</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>click a free entrance field to place; click a soldier, then where it steps; Enter ends the turn</source>
        <translation>برای گذاشتن، روی یک خانهٔ ورودی آزاد کلیک کنید؛ روی یک سرباز و سپس جایی که به آن گام می‌گذارد کلیک کنید؛ Enter نوبت را تمام می‌کند</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>how many log lines each action wrote, to take them back with it</extracomment>
        <translation>پایان نوبت</translation>
    </message>
    <message>
        <source>the current player&apos;s soldiers that did not step stay (Enter)</source>
        <translation>سربازهای بازیکن کنونی که گام برنداشته‌اند سر جای خود می‌مانند (Enter)</translation>
    </message>
    <message>
        <source>Placing: click a free field of the outer ring. Then click one of your soldiers and a lit field to step there (one step per soldier a round; the chamber holds any number); Tab picks your next soldier, Enter ends the turn. After every round the film turns one sector clockwise. A soldier with no way out in its turn dies; the treasure drops where its carrier dies. Carry it out to win: on the outer ring, click the lit rim outside the carrier.</source>
        <translation>چیدن: روی یک خانهٔ آزاد از حلقهٔ بیرونی کلیک کنید. سپس روی یکی از سربازهایتان و یک خانهٔ روشن کلیک کنید تا به آن‌جا گام بگذارد (هر سرباز در هر دور یک گام؛ تالار گنج هر تعداد سرباز را جا می‌دهد)؛ Tab سرباز بعدی شما را انتخاب می‌کند و Enter نوبت را تمام می‌کند. پس از هر دور، فیلم یک بخش ساعتگرد می‌چرخد. سربازی که در نوبتش راه گریزی نداشته باشد می‌میرد؛ گنج همان‌جا که حاملش بمیرد می‌افتد. برای بردن، گنج را بیرون ببرید: روی حلقهٔ بیرونی، روی لبهٔ روشنِ بیرون از حامل کلیک کنید.</translation>
    </message>
    <message>
        <source>Placing: &lt;b&gt;player {player}&lt;/b&gt; places soldier {soldier} on a free field of the outer ring.</source>
        <translation>چیدن: &lt;b&gt;بازیکن {player}&lt;/b&gt; سرباز {soldier} را روی یک خانهٔ آزاد از حلقهٔ بیرونی می‌گذارد.</translation>
    </message>
    <message>
        <source>Round {round}, film at phase {phase}: &lt;b&gt;player {player}&lt;/b&gt; moves.</source>
        <translation>دور {round}، فیلم در فاز {phase}: &lt;b&gt;بازیکن {player}&lt;/b&gt; حرکت می‌کند.</translation>
    </message>
    <message>
        <source>Round {round}, film at phase {phase}: &lt;b&gt;player {player}&lt;/b&gt; moves; chosen: soldier {soldier}.</source>
        <translation>دور {round}، فیلم در فاز {phase}: &lt;b&gt;بازیکن {player}&lt;/b&gt; حرکت می‌کند؛ انتخاب‌شده: سرباز {soldier}.</translation>
    </message>
    <message>
        <source>The treasure: carried by {soldier}.</source>
        <translation>گنج: در دست {soldier}.</translation>
    </message>
    <message>
        <source>The treasure: in the chamber.</source>
        <translation>گنج: در تالار گنج.</translation>
    </message>
    <message>
        <source>The treasure: dropped on {place}.</source>
        <translation>گنج: افتاده روی {place}.</translation>
    </message>
    <message>
        <source>player {player}</source>
        <translation>بازیکن {player}</translation>
    </message>
    <message>
        <source>{alive} alive, {dead} dead</source>
        <translation>{alive} زنده، {dead} مرده</translation>
    </message>
    <message>
        <source>place soldiers on the outer ring (ring 0)</source>
        <translation>سربازها را روی حلقهٔ بیرونی (حلقهٔ ۰) بگذارید</translation>
    </message>
    <message>
        <source>every soldier of yours has stepped: end the turn (Enter)</source>
        <translation>همهٔ سربازهای شما گام برداشته‌اند: نوبت را تمام کنید (Enter)</translation>
    </message>
    <message>
        <source>not a step</source>
        <translation>گام معتبری نیست</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>مجاز نیست: {reason}</translation>
    </message>
    <message>
        <source>{result} (round {round}).</source>
        <translation>{result} (دور {round}).</translation>
    </message>
    <message>
        <source>nothing to undo: no move was played</source>
        <translation>چیزی برای واگرد نیست: هیچ حرکتی انجام نشده است</translation>
    </message>
    <message>
        <source>took back: {move}</source>
        <translation>پس گرفته شد: {move}</translation>
    </message>
    <message>
        <source>first round</source>
        <extracomment>Time between two rounds while the trip plays.</extracomment>
        <translation>نخستین دور</translation>
    </message>
    <message>
        <source>round back</source>
        <translation>دور قبل</translation>
    </message>
    <message>
        <source>play / pause</source>
        <translation>اجرا / مکث</translation>
    </message>
    <message>
        <source>round forward</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>آخرین دور</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>بازگشت به ویرایش</translation>
    </message>
    <message>
        <source>&lt;b&gt;{players} players, player {player}&lt;/b&gt;: the best trip, {rounds} rounds from ring 0, sector {sector}</source>
        <translation>&lt;b&gt;{players} بازیکن، بازیکن {player}&lt;/b&gt;: بهترین مسیر، {rounds} دور از حلقهٔ ۰، بخش {sector}</translation>
    </message>
    <message>
        <source>Placed on {place} at phase {phase}; the walls turn.</source>
        <translation>در فاز {phase} روی {place} گذاشته شد؛ دیوارها می‌چرخند.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}, phase {phase}: the soldier stays on {place}.</source>
        <translation>دور {round} از {rounds}، فاز {phase}: سرباز روی {place} می‌ماند.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}, phase {phase}: the soldier steps from {before} to {after}.</source>
        <translation>دور {round} از {rounds}، فاز {phase}: سرباز از {before} به {after} گام می‌گذارد.</translation>
    </message>
</context>
<context>
    <name>DaedalusPrinting</name>
    <message>
        <source>{title} · Board</source>
        <extracomment>Room above the disc on a page for its two lines of text, in mm. The margin round the disc in an SVG or PNG, in mm. The width of the cut line round the board and the film, in mm.</extracomment>
        <translation>{title} · صفحهٔ بازی</translation>
    </message>
    <message>
        <source>{title} · Film</source>
        <translation>{title} · فیلم</translation>
    </message>
    <message>
        <source>{rings} rings x {sectors} sectors, {diameter} mm across · the line at sector 0 and the cross register the film</source>
        <translation>{rings} حلقه × {sectors} بخش، قطر {diameter} میلی‌متر · خط روی بخش ۰ و علامت بعلاوه برای هم‌تراز کردن فیلم است</translation>
    </message>
    <message>
        <source>For a transparency: cut on the dashed line, lay it on the board centre on centre, the triangle at sector {sector} to start</source>
        <translation>برای طلق شفاف: روی خط‌چین ببرید، آن را مرکز بر مرکز روی صفحهٔ بازی بگذارید و برای شروع، مثلث را روی بخش {sector} قرار دهید</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>PDF: {pdf}</source>
        <translation>PDF: {pdf}</translation>
    </message>
    <message>
        <source>SVG: one drawing per card, into a folder</source>
        <translation>SVG: یک طرح برای هر کارت، در یک پوشه</translation>
    </message>
    <message>
        <source>PNG: one image per card, into a folder</source>
        <translation>PNG: یک تصویر برای هر کارت، در یک پوشه</translation>
    </message>
    <message>
        <source>GIF: an animated solution, for games that have solutions</source>
        <translation>GIF: راه‌حلی متحرک، برای بازی‌هایی که راه‌حل دارند</translation>
    </message>
    <message>
        <source>Export {file}</source>
        <translation>برون‌بری {file}</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>قالب</translation>
    </message>
    <message>
        <source>Save to</source>
        <translation>ذخیره در</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>برون‌بری</translation>
    </message>
    <message>
        <source>Export into the folder</source>
        <translation>برون‌بری به پوشه</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>برون‌بری به</translation>
    </message>
    <message>
        <source>{format} files (*.{suffix})</source>
        <translation>پرونده‌های {format} (*.{suffix})</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>پرونده</translation>
    </message>
    <message>
        <source>{reason}; it was left as it is</source>
        <translation>{reason}؛ دست‌نخورده ماند</translation>
    </message>
    <message>
        <source>the file has errors (the first: {message})</source>
        <translation>پرونده خطا دارد (نخستین: {message})</translation>
    </message>
    <message>
        <source>Not exported: {reason}</source>
        <translation>برون‌بری نشد: {reason}</translation>
    </message>
    <message>
        <source>exporting…</source>
        <translation>در حال برون‌بری…</translation>
    </message>
    <message>
        <source>cancelling…</source>
        <translation>در حال لغو…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>exporting: {step}</source>
        <translation>در حال برون‌بری: {step}</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>برون‌بری لغو شد: چیزی نوشته نشد.</translation>
    </message>
    <message>
        <source>Not exported: {reason}; it was left as it is</source>
        <translation>برون‌بری نشد: {reason}؛ دست‌نخورده ماند</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… و {count} مورد دیگر</translation>
    </message>
    <message>
        <source>Not exported: something went wrong in the export ({message}).</source>
        <translation>برون‌بری نشد: در برون‌بری خطایی رخ داد ({message}).</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Daedalus maze</source>
        <extracomment>the game&apos;s English title is Daedalus&apos; Maze; no official translation of it is known to us</extracomment>
        <translation>هزارتوی ددالوس</translation>
    </message>
    <message>
        <source>Daedalus mazes</source>
        <translation>هزارتوهای ددالوس</translation>
    </message>
    <message>
        <source>Magic Labyrinth layout</source>
        <extracomment>the game is published as Das magische Labyrinth (German) and Le Labyrinthe magique (French)</extracomment>
        <translation>چیدمان هزارتوی جادویی</translation>
    </message>
    <message>
        <source>Magic Labyrinth layouts</source>
        <translation>چیدمان‌های هزارتوی جادویی</translation>
    </message>
    <message>
        <source>Magic Maze mall scenario</source>
        <extracomment>Magic Maze keeps its English name in German and French editions</extracomment>
        <translation>سناریوی فروشگاه Magic Maze</translation>
    </message>
    <message>
        <source>Magic Maze mall scenarios</source>
        <translation>سناریوهای فروشگاه Magic Maze</translation>
    </message>
    <message>
        <source>Magic Maze Tower quest</source>
        <extracomment>The ``format`` value of quest files (here, not in `model`, so that finding the game of a file does not import the tower&apos;s model). Magic Maze Tower keeps its English name in German and French editions</extracomment>
        <translation>مأموریت Magic Maze Tower</translation>
    </message>
    <message>
        <source>Magic Maze Tower quests</source>
        <translation>مأموریت‌های Magic Maze Tower</translation>
    </message>
    <message>
        <source>Magic Maze Tower adventure</source>
        <translation>ماجرای Magic Maze Tower</translation>
    </message>
    <message>
        <source>Magic Maze Tower adventures</source>
        <translation>ماجراهای Magic Maze Tower</translation>
    </message>
    <message>
        <source>Wandering Towers set-up</source>
        <extracomment>Wandering Towers keeps its English name in German and French editions</extracomment>
        <translation>چیدمان Wandering Towers</translation>
    </message>
    <message>
        <source>Wandering Towers set-ups</source>
        <translation>چیدمان‌های Wandering Towers</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Generate</source>
        <translation>ساختن</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>مرور…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>پرونده‌ها</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>بذر</translation>
    </message>
    <message>
        <source>Mutations per candidate</source>
        <translation>جهش برای هر نامزد</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>پوشه</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Folder for the files</source>
        <translation>پوشه برای پرونده‌ها</translation>
    </message>
    <message>
        <source>Cannot generate: {reason}</source>
        <translation>ساختن ممکن نیست: {reason}</translation>
    </message>
    <message>
        <source>Cannot make the folder {folder}: {reason}</source>
        <translation>پوشهٔ {folder} ساخته نمی‌شود: {reason}</translation>
    </message>
    <message>
        <source>Searching: {count} file asked for…</source>
        <translation>در حال جست‌وجو: {count} پرونده خواسته شده…</translation>
    </message>
    <message>
        <source>Searching: {count} files asked for…</source>
        <translation>در حال جست‌وجو: {count} پرونده خواسته شده…</translation>
    </message>
    <message>
        <source>Generating failed: {message}</source>
        <translation>ساختن ناموفق بود: {message}</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>در حال لغو…</translation>
    </message>
    <message>
        <source>{tried} candidate tried, {found} found…</source>
        <translation>{tried} نامزد آزموده شد، {found} پیدا شد…</translation>
    </message>
    <message>
        <source>{tried} candidates tried, {found} found…</source>
        <translation>{tried} نامزد آزموده شد، {found} پیدا شد…</translation>
    </message>
    <message>
        <source>{found} of {asked} found (cancelled), written to {folder}</source>
        <translation>{found} از {asked} پیدا شد (لغو شد)، در {folder} نوشته شد</translation>
    </message>
    <message>
        <source>{found} of {asked} found, written to {folder}</source>
        <translation>{found} از {asked} پیدا شد، در {folder} نوشته شد</translation>
    </message>
</context>
<context>
    <name>IssuesPanel</name>
    <message>
        <source>Message</source>
        <translation>پیام</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>کجا</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>کد</translation>
    </message>
    <message>
        <source>✔ No problems found.</source>
        <translation>✔ مشکلی پیدا نشد.</translation>
    </message>
    <message>
        <source>{errors} error, {warnings} warning</source>
        <translation>{errors} خطا، {warnings} هشدار</translation>
    </message>
    <message>
        <source>{errors} error, {warnings} warnings</source>
        <translation>{errors} خطا، {warnings} هشدار</translation>
    </message>
    <message>
        <source>{errors} errors, {warnings} warning</source>
        <translation>{errors} خطا، {warnings} هشدار</translation>
    </message>
    <message>
        <source>{errors} errors, {warnings} warnings</source>
        <translation>{errors} خطا، {warnings} هشدار</translation>
    </message>
</context>
<context>
    <name>LabyrinthEditor</name>
    <message>
        <source>Set title</source>
        <extracomment>The undo step of each text key.</extracomment>
        <translation>تعیین عنوان</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>تعیین نویسنده</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>تعیین یادداشت‌ها</translation>
    </message>
    <message>
        <source>Paint walls</source>
        <translation>کشیدن دیوارها</translation>
    </message>
    <message>
        <source>Erase walls</source>
        <translation>پاک کردن دیوارها</translation>
    </message>
    <message>
        <source>Place room {number}</source>
        <translation>گذاشتن اتاق {number}</translation>
    </message>
    <message>
        <source>Remove room</source>
        <translation>حذف اتاق</translation>
    </message>
    <message>
        <source>Board size {size} x {size}</source>
        <translation>اندازهٔ صفحهٔ بازی {size} × {size}</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> خانه</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>اندازهٔ صفحهٔ بازی</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>عنوان</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>نویسنده</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>یادداشت‌ها</translation>
    </message>
    <message>
        <source>square {x},{y}</source>
        <translation>خانهٔ {x},{y}</translation>
    </message>
    <message>
        <source>room {room}</source>
        <translation>اتاق {room}</translation>
    </message>
    <message>
        <source>corner {corner}</source>
        <translation>گوشهٔ {corner}</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>دست‌نیافتنی</translation>
    </message>
    <message>
        <source>{steps} steps away</source>
        <translation>{steps} گام فاصله</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>دیوارها</translation>
    </message>
    <message>
        <source>Drag along grid lines to put up walls</source>
        <translation>برای گذاشتن دیوار، در امتداد خطوط شبکه بکشید</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>پاک‌کن</translation>
    </message>
    <message>
        <source>Drag along walls to take them down; click a room to take it off the board</source>
        <translation>برای برداشتن دیوارها در امتدادشان بکشید؛ برای برداشتن یک اتاق از صفحهٔ بازی، روی آن کلیک کنید</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>اتاق‌ها</translation>
    </message>
    <message>
        <source>Click a square to place the room of the chosen number (keys 1 to 5); right-click removes</source>
        <translation>برای گذاشتن اتاقِ شمارهٔ انتخاب‌شده روی یک خانه کلیک کنید (کلیدهای ۱ تا ۵)؛ کلیک راست حذف می‌کند</translation>
    </message>
    <message>
        <source>room {number}: click a square to place it (keys 1 to 5 choose the room)</source>
        <translation>اتاق {number}: برای گذاشتن آن روی یک خانه کلیک کنید (کلیدهای ۱ تا ۵ اتاق را انتخاب می‌کنند)</translation>
    </message>
    <message>
        <source>Distances</source>
        <translation>فاصله‌ها</translation>
    </message>
    <message>
        <source>Click a corner or a room to see every square&apos;s distance from it; hover for the way</source>
        <translation>روی یک گوشه یا اتاق کلیک کنید تا فاصلهٔ هر خانه از آن را ببینید؛ برای دیدن مسیر، نشانگر را روی خانه نگه دارید</translation>
    </message>
    <message>
        <source>distances from square {x},{y}</source>
        <translation>فاصله‌ها از خانهٔ {x},{y}</translation>
    </message>
    <message>
        <source>click a corner or a room</source>
        <translation>روی یک گوشه یا اتاق کلیک کنید</translation>
    </message>
</context>
<context>
    <name>LabyrinthPlay</name>
    <message>
        <source>square {x},{y}</source>
        <extracomment>Arrow keys -&gt; the side a wizard steps to.</extracomment>
        <translation>خانهٔ {x},{y}</translation>
    </message>
    <message>
        <source>room {room}</source>
        <translation>اتاق {room}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>arrow keys or a click on a neighbouring square move; Tab or a click picks a wizard</source>
        <translation>کلیدهای جهت یا کلیک روی خانهٔ همسایه حرکت می‌دهد؛ Tab یا کلیک، جادوگر را انتخاب می‌کند</translation>
    </message>
    <message>
        <source>Reveal walls</source>
        <translation>نمایان کردن دیوارها</translation>
    </message>
    <message>
        <source>show the hidden walls (they show anyway when the game is over)</source>
        <translation>نمایش دیوارهای پنهان (با پایان بازی در هر حال نمایش داده می‌شوند)</translation>
    </message>
    <message>
        <source>Arrow keys step the current wizard (Tab picks the other one of two); a click on a square next to a wizard steps there. A knocked wall sends the wizard back to its corner.</source>
        <translation>کلیدهای جهت جادوگر کنونی را یک گام حرکت می‌دهند (از دو جادوگر، Tab دیگری را انتخاب می‌کند)؛ کلیک روی خانهٔ کنار یک جادوگر او را به آنجا می‌برد. برخورد با دیوار، جادوگر را به گوشهٔ خودش برمی‌گرداند.</translation>
    </message>
    <message>
        <source>Turn {turn}: &lt;b&gt;player {player}&lt;/b&gt; moves the {wizard} wizard (Tab picks the other).</source>
        <translation>نوبت {turn}: &lt;b&gt;بازیکن {player}&lt;/b&gt; جادوگر {wizard} را حرکت می‌دهد (Tab دیگری را انتخاب می‌کند).</translation>
    </message>
    <message>
        <source>Turn {turn}: &lt;b&gt;player {player}&lt;/b&gt; moves the {wizard} wizard.</source>
        <translation>نوبت {turn}: &lt;b&gt;بازیکن {player}&lt;/b&gt; جادوگر {wizard} را حرکت می‌دهد.</translation>
    </message>
    <message>
        <source>Player {player} looks for &lt;b&gt;room {room}&lt;/b&gt;.</source>
        <translation>بازیکن {player} دنبال &lt;b&gt;اتاق {room}&lt;/b&gt; می‌گردد.</translation>
    </message>
    <message>
        <source>player {player} ({wizards})</source>
        <translation>بازیکن {player} ({wizards})</translation>
    </message>
    <message>
        <source>{count} of 5 tokens: rooms {rooms}</source>
        <translation>{count} از ۵ ژتون: اتاق‌های {rooms}</translation>
    </message>
    <message>
        <source>{count} of 5 tokens</source>
        <translation>{count} از ۵ ژتون</translation>
    </message>
    <message>
        <source>Walls found by knocking: {count}</source>
        <translation>دیوارهای یافته‌شده با برخورد: {count}</translation>
    </message>
    <message>
        <source>square {x},{y} is not next to a wizard of player {player}</source>
        <translation>خانهٔ {x},{y} کنار هیچ جادوگری از بازیکن {player} نیست</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>مجاز نیست: {reason}</translation>
    </message>
    <message>
        <source>knock! player {player}&apos;s {wizard} wizard hit the wall between {ax},{ay} and {bx},{by}: back to {wizard}</source>
        <translation>تق! جادوگر {wizard} بازیکن {player} به دیوار میان {ax},{ay} و {bx},{by} خورد: بازگشت به گوشهٔ {wizard}</translation>
    </message>
    <message>
        <source>Player {player} wins after {turns} turns.</source>
        <translation>بازیکن {player} پس از {turns} نوبت برنده شد.</translation>
    </message>
    <message>
        <source>nothing to undo: no move was played</source>
        <translation>چیزی برای واگرد نیست: هیچ حرکتی انجام نشده است</translation>
    </message>
    <message>
        <source>took back: {move}</source>
        <translation>پس گرفته شد: {move}</translation>
    </message>
</context>
<context>
    <name>LabyrinthPrinting</name>
    <message>
        <source>Room {number}</source>
        <extracomment>The set-up card&apos;s height over its width.</extracomment>
        <translation>اتاق {number}</translation>
    </message>
    <message>
        <source>Set-up card · {size} x {size} board · {count} wall</source>
        <translation>کارت چیدمان · صفحهٔ بازی {size} × {size} · {count} دیوار</translation>
    </message>
    <message>
        <source>Set-up card · {size} x {size} board · {count} walls</source>
        <translation>کارت چیدمان · صفحهٔ بازی {size} × {size} · {count} دیوار</translation>
    </message>
    <message>
        <source>Thick line: a wall. Build all {count} under the board.</source>
        <translation>خط ضخیم: یک دیوار. هر {count} دیوار را زیر صفحهٔ بازی بسازید.</translation>
    </message>
    <message>
        <source>Disc: a room, numbered as its room card (1 to 5).</source>
        <translation>دایره: یک اتاق، با همان شمارهٔ کارت اتاقش (۱ تا ۵).</translation>
    </message>
    <message>
        <source>Corners: the players&apos; starts.</source>
        <translation>گوشه‌ها: نقطه‌های شروع بازیکنان.</translation>
    </message>
    <message>
        <source>Keep this card hidden from the players · mazewright</source>
        <translation>این کارت را از بازیکنان پنهان نگه دارید · mazewright</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>بازیابی کار ذخیره‌نشده</translation>
    </message>
    <message>
        <source>The editor did not close normally last time.</source>
        <translation>ویرایشگر دفعهٔ پیش به‌طور عادی بسته نشد.</translation>
    </message>
    <message>
        <source>Recover the unsaved work on {file}?</source>
        <translation>کار ذخیره‌نشده روی {file} بازیابی شود؟</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>بازیابی</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>دور انداختن</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>بعداً</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>تازه…</translation>
    </message>
    <message>
        <source>a new file of any game</source>
        <translation>پروندهٔ تازه‌ای از هر بازی</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>باز کردن…</translation>
    </message>
    <message>
        <source>open a file</source>
        <translation>باز کردن یک پرونده</translation>
    </message>
    <message>
        <source>Open &amp;Example…</source>
        <translation>باز کردن نمونه…</translation>
    </message>
    <message>
        <source>open a level that ships with the studio</source>
        <translation>باز کردن مرحله‌ای که همراه استودیو می‌آید</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <source>save the file</source>
        <translation>ذخیرهٔ پرونده</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>ذخیره با نام…</translation>
    </message>
    <message>
        <source>save under a new name</source>
        <translation>ذخیره با نامی تازه</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>برون‌بری…</translation>
    </message>
    <message>
        <source>print the file or save its pictures</source>
        <translation>چاپ پرونده یا ذخیرهٔ تصویرهای آن</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>ساختن…</translation>
    </message>
    <message>
        <source>design files to order</source>
        <translation>طراحی پرونده‌ها بنا بر خواسته</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <source>close the editor</source>
        <translation>بستن ویرایشگر</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>واگرد</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ازنو</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>بزرگ‌نمایی</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>کوچک‌نمایی</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>اندازهٔ پنجره</translation>
    </message>
    <message>
        <source>&amp;Actual size (100 %)</source>
        <translation>اندازهٔ واقعی (۱۰۰٪)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>جا دادن</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>پرونده</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>پرونده‌های اخیر</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>ویرایش</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>نما</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>راهنما</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <source>every shortcut</source>
        <translation>همهٔ میان‌برها</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>دفترچهٔ راهنما</translation>
    </message>
    <message>
        <source>the studio&apos;s manual</source>
        <translation>دفترچهٔ راهنمای استودیو</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>قواعد</translation>
    </message>
    <message>
        <source>the open game&apos;s rules</source>
        <translation>قواعد بازی باز</translation>
    </message>
    <message>
        <source>&amp;About Mazewright</source>
        <translation>دربارهٔ Mazewright</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>زبان سیستم</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>زبان سیستم</translation>
    </message>
    <message>
        <source>Mazewright speaks {language} from its next start</source>
        <translation>Mazewright از اجرای بعدی به {language} است</translation>
    </message>
    <message>
        <source>File and view</source>
        <translation>پرونده و نما</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;باز شد&gt;</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>مشکل‌ها</translation>
    </message>
    <message>
        <source>History</source>
        <translation>تاریخچه</translation>
    </message>
    <message>
        <source>&amp;Rules of {games}</source>
        <translation>قواعد {games}</translation>
    </message>
    <message>
        <source>no issues</source>
        <translation>بی‌مشکل</translation>
    </message>
    <message>
        <source>Issues ({count})</source>
        <translation>مشکل‌ها ({count})</translation>
    </message>
    <message>
        <source>Mazewright files ({patterns});;{each};;All files (*)</source>
        <translation>پرونده‌های Mazewright ({patterns});;{each};;همهٔ پرونده‌ها (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>باز کردن</translation>
    </message>
    <message>
        <source>Open Example</source>
        <translation>باز کردن نمونه</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>پرونده باز نمی‌شود</translation>
    </message>
    <message>
        <source>opened {file}</source>
        <translation>{file} باز شد</translation>
    </message>
    <message>
        <source>{files} cannot be edited in the studio yet</source>
        <translation>{files} هنوز در استودیو ویرایش نمی‌شوند</translation>
    </message>
    <message>
        <source>{files} (*{suffix});;All files (*)</source>
        <translation>{files} (*{suffix});;همهٔ پرونده‌ها (*)</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>ذخیره با نام</translation>
    </message>
    <message>
        <source>Cannot save the file</source>
        <translation>پرونده ذخیره نمی‌شود</translation>
    </message>
    <message>
        <source>saved {file}</source>
        <translation>{file} ذخیره شد</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(هیچ)</translation>
    </message>
    <message>
        <source>{files} cannot be exported</source>
        <translation>{files} برون‌بری نمی‌شوند</translation>
    </message>
    <message>
        <source>autosave failed: {reason}</source>
        <translation>ذخیرهٔ خودکار نشد: {reason}</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>بازیابی نمی‌شود</translation>
    </message>
    <message>
        <source>the autosaved file is damaged</source>
        <translation>پروندهٔ ذخیرهٔ خودکار آسیب دیده است</translation>
    </message>
    <message>
        <source>recovered unsaved work: save it to keep it</source>
        <translation>کار ذخیره‌نشده بازیابی شد: برای نگه داشتن، آن را ذخیره کنید</translation>
    </message>
    <message>
        <source>Rules: {games}</source>
        <translation>قواعد: {games}</translation>
    </message>
    <message>
        <source>This game has no rules document.</source>
        <translation>این بازی سند قواعد ندارد.</translation>
    </message>
    <message>
        <source>About Mazewright</source>
        <translation>دربارهٔ Mazewright</translation>
    </message>
    <message>
        <source>Editor, validator and solver for maze board games:</source>
        <translation>ویرایشگر، بررسی‌گر و حل‌کنندهٔ بازی‌های رومیزی هزارتو:</translation>
    </message>
</context>
<context>
    <name>MallCommands</name>
    <message>
        <source>Set title</source>
        <extracomment>The undo step of each text of the scenario.</extracomment>
        <translation>تعیین عنوان</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>تعیین نویسنده</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>تعیین یادداشت‌ها</translation>
    </message>
    <message>
        <source>Paint floor</source>
        <translation>رنگ‌آمیزی کف</translation>
    </message>
    <message>
        <source>Paint exit for every hero</source>
        <translation>رنگ‌آمیزی خروجی برای همهٔ قهرمان‌ها</translation>
    </message>
    <message>
        <source>Paint {hero} {kind}</source>
        <translation>رنگ‌آمیزی {kind} {hero}</translation>
    </message>
    <message>
        <source>Paint {kind}</source>
        <translation>رنگ‌آمیزی {kind}</translation>
    </message>
    <message>
        <source>Put up walls</source>
        <translation>گذاشتن دیوارها</translation>
    </message>
    <message>
        <source>Take down walls</source>
        <translation>برداشتن دیوارها</translation>
    </message>
    <message>
        <source>Escalator {a} to {b}</source>
        <translation>پله‌برقی {a} به {b}</translation>
    </message>
    <message>
        <source>Remove escalators at {space}</source>
        <translation>حذف پله‌برقی‌های {space}</translation>
    </message>
    <message>
        <source>Add tile {tile}</source>
        <translation>افزودن کاشی {tile}</translation>
    </message>
    <message>
        <source>Remove tile {tile}</source>
        <translation>حذف کاشی {tile}</translation>
    </message>
    <message>
        <source>Rename tile {old} to {new}</source>
        <translation>تغییر نام کاشی {old} به {new}</translation>
    </message>
    <message>
        <source>Start on tile {tile}</source>
        <translation>شروع روی کاشی {tile}</translation>
    </message>
    <message>
        <source>Start tile turned {degrees}°</source>
        <translation>چرخش کاشی شروع به {degrees}°</translation>
    </message>
    <message>
        <source>Deck order</source>
        <translation>ترتیب دسته</translation>
    </message>
    <message>
        <source>Place tile {tile} from tile {parent}</source>
        <translation>گذاشتن کاشی {tile} از کاشی {parent}</translation>
    </message>
    <message>
        <source>Take down tile {tile}</source>
        <translation>برداشتن کاشی {tile}</translation>
    </message>
    <message>
        <source>{hero} out of play</source>
        <translation>{hero} بیرون از بازی</translation>
    </message>
    <message>
        <source>{hero} start</source>
        <translation>شروع {hero}</translation>
    </message>
    <message>
        <source>No sand timer</source>
        <translation>بدون ساعت شنی</translation>
    </message>
    <message>
        <source>Sand timer {timer}</source>
        <translation>ساعت شنی {timer}</translation>
    </message>
    <message>
        <source>Tile {tile} into the deck</source>
        <translation>کاشی {tile} به دسته</translation>
    </message>
    <message>
        <source>Tile {tile} set aside</source>
        <translation>کنار گذاشتن کاشی {tile}</translation>
    </message>
</context>
<context>
    <name>MallEditor</name>
    <message>
        <source>a scenario of {count} tiles is too large to draw (at most {most})</source>
        <extracomment>The most tiles the editor draws (the boxed game has 24 mall tiles with its extensions).</extracomment>
        <translation>سناریویی با {count} کاشی برای رسم بیش از اندازه بزرگ است (حداکثر {most})</translation>
    </message>
    <message>
        <source>not turned</source>
        <extracomment>The turn of the start tile as the panel names it.</extracomment>
        <translation>بدون چرخش</translation>
    </message>
    <message>
        <source>90° clockwise</source>
        <translation>۹۰° ساعتگرد</translation>
    </message>
    <message>
        <source>180°</source>
        <translation>۱۸۰°</translation>
    </message>
    <message>
        <source>90° anticlockwise</source>
        <translation>۹۰° پادساعتگرد</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>What a timer with no budget yet starts at.</extracomment>
        <translation>عنوان</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>نویسنده</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>یادداشت‌ها</translation>
    </message>
    <message>
        <source>Sand timer</source>
        <translation>ساعت شنی</translation>
    </message>
    <message>
        <source>count time: the sand timer&apos;s capacity in actions</source>
        <translation>شمارش زمان: گنجایش ساعت شنی بر حسب کنش</translation>
    </message>
    <message>
        <source> actions</source>
        <translation> کنش</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>زمان</translation>
    </message>
    <message>
        <source>the tile the heist starts on (at the mall&apos;s origin)</source>
        <translation>کاشی‌ای که سرقت روی آن شروع می‌شود (در مبدأ فروشگاه)</translation>
    </message>
    <message>
        <source>the start tile&apos;s turn; the placed tiles turn with it</source>
        <translation>چرخش کاشی شروع؛ کاشی‌های گذاشته‌شده هم با آن می‌چرخند</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>کاشی شروع</translation>
    </message>
    <message>
        <source>Turned</source>
        <translation>چرخش</translation>
    </message>
    <message>
        <source>Heroes (drag them on the start tile with the Heroes tool)</source>
        <translation>قهرمان‌ها (با ابزار «قهرمان‌ها» آن‌ها را روی کاشی شروع بکشید)</translation>
    </message>
    <message>
        <source>x </source>
        <translation>x </translation>
    </message>
    <message>
        <source>y </source>
        <translation>y </translation>
    </message>
    <message>
        <source>vortex</source>
        <translation>گرداب</translation>
    </message>
    <message>
        <source>item</source>
        <translation>شیء</translation>
    </message>
    <message>
        <source>exit</source>
        <translation>خروجی</translation>
    </message>
    <message>
        <source>sand-timer space</source>
        <translation>خانهٔ ساعت شنی</translation>
    </message>
    <message>
        <source>explore space</source>
        <translation>خانهٔ کاوش</translation>
    </message>
    <message>
        <source>tile {tile}, space {space}</source>
        <translation>کاشی {tile}، خانهٔ {space}</translation>
    </message>
    <message>
        <source>{words} (mall {space})</source>
        <translation>{words} (فروشگاه {space})</translation>
    </message>
    <message>
        <source>{space} of the {hero}</source>
        <translation>{space} ویژهٔ {hero}</translation>
    </message>
    <message>
        <source>{space} for every hero</source>
        <translation>{space} برای همهٔ قهرمان‌ها</translation>
    </message>
    <message>
        <source>{words}: {space}</source>
        <translation>{words}: {space}</translation>
    </message>
    <message>
        <source>{words}, the {hero}</source>
        <translation>{words}، {hero}</translation>
    </message>
    <message>
        <source>{words}, {side} border</source>
        <translation>{words}، لبهٔ {side}</translation>
    </message>
    <message>
        <source>start tile</source>
        <translation>کاشی شروع</translation>
    </message>
    <message>
        <source>in the mall, from tile {parent} at {space}</source>
        <translation>در فروشگاه، از کاشی {parent} در {space}</translation>
    </message>
    <message>
        <source>deck {n}</source>
        <translation>جایگاه {n} در دسته</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>استفاده‌نشده</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>کاشی</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>بررسی‌ها</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>کجا</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>افزودن</translation>
    </message>
    <message>
        <source>a new, empty tile at the bottom of the deck</source>
        <translation>کاشی تازه و خالی در ته دسته</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
    <message>
        <source>make this the start tile (the mall starts anew from it)</source>
        <translation>این را کاشی شروع کن (فروشگاه از نو از آن آغاز می‌شود)</translation>
    </message>
    <message>
        <source>Take down</source>
        <translation>برداشتن</translation>
    </message>
    <message>
        <source>take the tile (and the tiles hung on it) out of the mall</source>
        <translation>بیرون بردن کاشی (و کاشی‌های وصل‌شده به آن) از فروشگاه</translation>
    </message>
    <message>
        <source>Deck, top first (drag to reorder)</source>
        <translation>دسته، از بالا (برای تغییر ترتیب بکشید)</translation>
    </message>
    <message>
        <source>Into deck</source>
        <translation>به دسته</translation>
    </message>
    <message>
        <source>put the tile chosen above at the bottom of the deck</source>
        <translation>گذاشتن کاشی انتخاب‌شده در بالا، در ته دسته</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>کنار گذاشتن</translation>
    </message>
    <message>
        <source>take the chosen deck tile out of the deck (it stays a tile)</source>
        <translation>بیرون آوردن کاشی انتخاب‌شده از دسته (همچنان یک کاشی می‌ماند)</translation>
    </message>
    <message>
        <source>{n}. tile {tile}</source>
        <translation>{n}. کاشی {tile}</translation>
    </message>
</context>
<context>
    <name>MallPlay</name>
    <message>
        <source>none</source>
        <extracomment>The Play dock&apos;s set-ups: without the real-time sand timer, or with it (its seconds).</extracomment>
        <translation>هیچ</translation>
    </message>
    <message>
        <source>3 minutes, real time</source>
        <translation>۳ دقیقه، زمان واقعی</translation>
    </message>
    <message>
        <source>click a player&apos;s row to act as that player (keys 1-8)</source>
        <extracomment>How often the sand timer&apos;s display is brought up to date.</extracomment>
        <translation>برای کنش به‌جای یک بازیکن، روی ردیف او کلیک کنید (کلیدهای ۱ تا ۸)</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>کاوش</translation>
    </message>
    <message>
        <source>the chosen hero explores from its explore space: the top tile of the deck (X)</source>
        <translation>قهرمان انتخاب‌شده از خانهٔ کاوش خود کاوش می‌کند: کاشی بالای دسته (X)</translation>
    </message>
    <message>
        <source>the real-time sand timer: sand left in the top bulb</source>
        <translation>ساعت شنی زمان واقعی: شن باقی‌مانده در حباب بالایی</translation>
    </message>
    <message>
        <source>Action tiles</source>
        <translation>کاشی‌های کنش</translation>
    </message>
    <message>
        <source>Choose the acting player with a click on their action tiles (or 1-8), a hero with a click (or Tab), then click a lit space: a move, a vortex or an escalator. Arrows move the chosen hero one space, Shift+arrows as far as it slides; X (or Explore, or a click on the unexplored place) explores. Only the acting player&apos;s tiles count.</source>
        <translation>بازیکن کنشگر را با کلیک روی کاشی‌های کنش او (یا ۱ تا ۸) و قهرمان را با کلیک (یا Tab) انتخاب کنید، سپس روی یک خانهٔ روشن کلیک کنید: یک حرکت، یک گرداب یا یک پله‌برقی. کلیدهای جهت‌نما قهرمان انتخاب‌شده را یک خانه جابه‌جا می‌کنند و Shift+جهت‌نما تا جایی که بتواند برود؛ X (یا «کاوش»، یا کلیک روی جای کاوش‌نشده) کاوش می‌کند. فقط کاشی‌های بازیکن کنشگر به حساب می‌آیند.</translation>
    </message>
    <message>
        <source>The solo deck</source>
        <translation>دستهٔ تک‌نفره</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>بازیکن {n}</translation>
    </message>
    <message>
        <source>{player} acts ({hand}); the {hero} is chosen.</source>
        <translation>{player} کنش انجام می‌دهد ({hand})؛ {hero} انتخاب شده است.</translation>
    </message>
    <message>
        <source>{player} acts ({hand}).</source>
        <translation>{player} کنش انجام می‌دهد ({hand}).</translation>
    </message>
    <message>
        <source>done: the vortexes are off, the exits are open</source>
        <translation>انجام شد: گرداب‌ها از کار افتاده‌اند و خروجی‌ها باز هستند</translation>
    </message>
    <message>
        <source>not yet: every hero on its item at once</source>
        <translation>هنوز نه: همهٔ قهرمان‌ها هم‌زمان روی شیء خود</translation>
    </message>
    <message>
        <source>{count} tile, next: tile {tile}</source>
        <translation>{count} کاشی، بعدی: کاشی {tile}</translation>
    </message>
    <message>
        <source>{count} tiles, next: tile {tile}</source>
        <translation>{count} کاشی، بعدی: کاشی {tile}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>خالی</translation>
    </message>
    <message>
        <source>{count} of {total}</source>
        <translation>{count} از {total}</translation>
    </message>
    <message>
        <source>run out</source>
        <translation>تمام شده</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>{time} مانده</translation>
    </message>
    <message>
        <source>{time}, starts with the first action</source>
        <translation>{time}، با نخستین کنش شروع می‌شود</translation>
    </message>
    <message>
        <source>player {n} acts: {hand}</source>
        <translation>بازیکن {n} کنش انجام می‌دهد: {hand}</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>رد شد: {reason}</translation>
    </message>
    <message>
        <source>the {hero} cannot get from {a} to {b} in one action</source>
        <translation>{hero} نمی‌تواند با یک کنش از {a} به {b} برود</translation>
    </message>
    <message>
        <source>{players} or {player}</source>
        <translation>{players} یا {player}</translation>
    </message>
    <message>
        <source>{reason} (player {players} has it)</source>
        <translation>{reason} (در دست بازیکن {players} است)</translation>
    </message>
    <message>
        <source>The sand ran out after {count} actions: the guards caught the heroes, the heist has failed.</source>
        <translation>شن پس از {count} کنش تمام شد: نگهبانان قهرمان‌ها را گرفتند و سرقت شکست خورد.</translation>
    </message>
    <message>
        <source>the sand timer has run out</source>
        <translation>ساعت شنی تمام شده است</translation>
    </message>
    <message>
        <source>Every hero is out after {count} actions, {time} of sand left: the heist has succeeded.</source>
        <translation>همهٔ قهرمان‌ها پس از {count} کنش بیرون رفتند و {time} شن مانده است: سرقت موفق شد.</translation>
    </message>
    <message>
        <source>Every hero is out after {count} actions: the heist has succeeded.</source>
        <translation>همهٔ قهرمان‌ها پس از {count} کنش بیرون رفتند: سرقت موفق شد.</translation>
    </message>
    <message>
        <source>The sand timer ({timer} actions) ran out after {count} actions: the heist has failed.</source>
        <translation>ساعت شنی ({timer} کنش) پس از {count} کنش تمام شد: سرقت شکست خورد.</translation>
    </message>
    <message>
        <source>the sand has run out: Restart to play again</source>
        <translation>شن تمام شده است: برای بازی دوباره «شروع دوباره» را بزنید</translation>
    </message>
    <message>
        <source>nothing to undo: no action was played</source>
        <translation>چیزی برای واگرد نیست: هیچ کنشی انجام نشده است</translation>
    </message>
    <message>
        <source>took back: {action}</source>
        <translation>پس گرفته شد: {action}</translation>
    </message>
    <message>
        <source>sand timer: {state}</source>
        <translation>ساعت شنی: {state}</translation>
    </message>
    <message>
        <source>the {hero} cannot move north from {space}</source>
        <extracomment>Why the chosen hero cannot move towards a side, by side.</extracomment>
        <translation>{hero} نمی‌تواند از {space} به شمال برود</translation>
    </message>
    <message>
        <source>the {hero} cannot move east from {space}</source>
        <translation>{hero} نمی‌تواند از {space} به شرق برود</translation>
    </message>
    <message>
        <source>the {hero} cannot move south from {space}</source>
        <translation>{hero} نمی‌تواند از {space} به جنوب برود</translation>
    </message>
    <message>
        <source>the {hero} cannot move west from {space}</source>
        <translation>{hero} نمی‌تواند از {space} به غرب برود</translation>
    </message>
    <message>
        <source>{space}: tile {tile}</source>
        <translation>{space}: کاشی {tile}</translation>
    </message>
    <message>
        <source>{words}, {kind} of the {hero}</source>
        <translation>{words}، {kind} ویژهٔ {hero}</translation>
    </message>
    <message>
        <source>{words}, {kind}</source>
        <translation>{words}، {kind}</translation>
    </message>
    <message>
        <source>{words}; the {hero}</source>
        <translation>{words}؛ {hero}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>click a hero, then a lit space; 1-8 choose the acting player, X explores</source>
        <translation>روی یک قهرمان و سپس یک خانهٔ روشن کلیک کنید؛ ۱ تا ۸ بازیکن کنشگر را انتخاب می‌کنند، X کاوش می‌کند</translation>
    </message>
    <message>
        <source>first action (Home)</source>
        <extracomment>Time between two actions while the plan plays. Above everything the editor&apos;s scene draws.</extracomment>
        <translation>نخستین کنش (Home)</translation>
    </message>
    <message>
        <source>action back (Left)</source>
        <translation>کنش قبلی (Left)</translation>
    </message>
    <message>
        <source>play / pause (Ctrl+Space)</source>
        <translation>اجرا / مکث (Ctrl+Space)</translation>
    </message>
    <message>
        <source>action forward (Right)</source>
        <translation>کنش بعدی (Right)</translation>
    </message>
    <message>
        <source>last action (End)</source>
        <translation>آخرین کنش (End)</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>بازگشت به ویرایش</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>تک‌نفره</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} بازیکن</translation>
    </message>
    <message>
        <source>a plan of {count} actions with {changes} switches</source>
        <translation>برنامه‌ای با {count} کنش و {changes} جابه‌جایی</translation>
    </message>
    <message>
        <source>a plan of {count} actions with {changes} hand-offs</source>
        <translation>برنامه‌ای با {count} کنش و {changes} دست‌به‌دست</translation>
    </message>
    <message>
        <source>a plan of {count} actions, maybe not the fewest</source>
        <translation>برنامه‌ای با {count} کنش، شاید نه کمترین</translation>
    </message>
    <message>
        <source>{players}: {plan}</source>
        <translation>{players}: {plan}</translation>
    </message>
    <message>
        <source>The heist starts; {count} actions to go.</source>
        <translation>سرقت آغاز می‌شود؛ {count} کنش در پیش است.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Action {number} of {count}&lt;/b&gt;: {action}.</source>
        <translation>&lt;b&gt;کنش {number} از {count}&lt;/b&gt;: {action}.</translation>
    </message>
</context>
<context>
    <name>MallPrinting</name>
    <message>
        <source>solo deck</source>
        <extracomment>A move tile&apos;s arrow: the angle (degrees, clockwise from east) it points to.</extracomment>
        <translation>دستهٔ تک‌نفره</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>بازیکن {n}</translation>
    </message>
    <message>
        <source>deck {n}: tile {tile}</source>
        <extracomment>Room above a tray tile for its label, and between tray tiles, in board units. What a piece is: in the mall at the start, explored during a heist, or in the tray.</extracomment>
        <translation>جایگاه {n} در دسته: کاشی {tile}</translation>
    </message>
    <message>
        <source>tile {tile} (not used)</source>
        <translation>کاشی {tile} (استفاده‌نشده)</translation>
    </message>
    <message>
        <source>north</source>
        <extracomment>The scenario sheet&apos;s margin, in mm.</extracomment>
        <translation>شمال</translation>
    </message>
    <message>
        <source>east</source>
        <translation>شرق</translation>
    </message>
    <message>
        <source>south</source>
        <translation>جنوب</translation>
    </message>
    <message>
        <source>west</source>
        <translation>غرب</translation>
    </message>
    <message>
        <source>vortex</source>
        <translation>گرداب</translation>
    </message>
    <message>
        <source>escalator</source>
        <translation>پله‌برقی</translation>
    </message>
    <message>
        <source>explore</source>
        <translation>کاوش</translation>
    </message>
    <message>
        <source>1 player · {k} of {count}</source>
        <translation>۱ بازیکن · {k} از {count}</translation>
    </message>
    <message>
        <source>{players} players · player {k}</source>
        <translation>{players} بازیکن · بازیکن {k}</translation>
    </message>
    <message>
        <source>{players}+ players · player {players}</source>
        <translation>{players}+ بازیکن · بازیکن {players}</translation>
    </message>
    <message>
        <source>tile {tile}, as drawn (not turned)</source>
        <translation>کاشی {tile}، همان‌گونه که رسم شده (بدون چرخش)</translation>
    </message>
    <message>
        <source>tile {tile}, turned {count} quarter turn clockwise</source>
        <translation>کاشی {tile}، {count} ربع دور ساعتگرد چرخیده</translation>
    </message>
    <message>
        <source>tile {tile}, turned {count} quarter turns clockwise</source>
        <translation>کاشی {tile}، {count} ربع دور ساعتگرد چرخیده</translation>
    </message>
    <message>
        <source>the {hero} on {space}</source>
        <translation>{hero} روی {space}</translation>
    </message>
    <message>
        <source>tile {tile} from tile {parent}&apos;s space {space}</source>
        <translation>کاشی {tile} از خانهٔ {space} کاشی {parent}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <source>{heroes} of the start tile</source>
        <translation>{heroes} در کاشی شروع</translation>
    </message>
    <message>
        <source>{count} actions; a hero ending a move on an unused hourglass flips it</source>
        <translation>{count} کنش؛ قهرمانی که حرکتش روی ساعت شنیِ استفاده‌نشده تمام شود، آن را برمی‌گرداند</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>قهرمان‌ها</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>کاشی شروع</translation>
    </message>
    <message>
        <source>In the mall</source>
        <translation>در فروشگاه</translation>
    </message>
    <message>
        <source>the start tile alone</source>
        <translation>فقط کاشی شروع</translation>
    </message>
    <message>
        <source>Deck, top first</source>
        <translation>دسته، از بالا</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>خالی</translation>
    </message>
    <message>
        <source>Sand timer</source>
        <translation>ساعت شنی</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>کاشی‌ها</translation>
    </message>
    <message>
        <source>{count} (the tile sheets follow)</source>
        <translation>{count} (برگه‌های کاشی در ادامه می‌آیند)</translation>
    </message>
    <message>
        <source>item</source>
        <translation>شیء</translation>
    </message>
    <message>
        <source>exit</source>
        <translation>خروجی</translation>
    </message>
    <message>
        <source>exit for all</source>
        <translation>خروجی همگانی</translation>
    </message>
    <message>
        <source>sand timer</source>
        <translation>ساعت شنی</translation>
    </message>
    <message>
        <source>unexplored</source>
        <translation>کاوش‌نشده</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>ورودی</translation>
    </message>
    <message>
        <source>Magic Maze scenario by {author}</source>
        <translation>سناریوی Magic Maze از {author}</translation>
    </message>
    <message>
        <source>Magic Maze scenario</source>
        <translation>سناریوی Magic Maze</translation>
    </message>
</context>
<context>
    <name>MallTools</name>
    <message>
        <source>floor</source>
        <extracomment>Pixels of a choice&apos;s picture in a tool&apos;s panel. The pointer&apos;s way is sampled every this share of a space, so a fast drag misses none. The painter&apos;s kinds of space, with their keys (each kind&apos;s name is also the word the panel shows, translated there).</extracomment>
        <translation>کف</translation>
    </message>
    <message>
        <source>Floor (clears a space)</source>
        <translation>کف (خانه را پاک می‌کند)</translation>
    </message>
    <message>
        <source>vortex</source>
        <translation>گرداب</translation>
    </message>
    <message>
        <source>Vortex</source>
        <translation>گرداب</translation>
    </message>
    <message>
        <source>item</source>
        <translation>شیء</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>شیء</translation>
    </message>
    <message>
        <source>exit</source>
        <translation>خروجی</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>خروجی</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>ساعت شنی</translation>
    </message>
    <message>
        <source>Sand-timer space</source>
        <translation>خانهٔ ساعت شنی</translation>
    </message>
    <message>
        <source>explore</source>
        <translation>کاوش</translation>
    </message>
    <message>
        <source>Explore space (exploration positions only)</source>
        <translation>خانهٔ کاوش (فقط جایگاه‌های کاوش)</translation>
    </message>
    <message>
        <source>every hero</source>
        <extracomment>The heroes with their keys; 0: an exit for every hero.</extracomment>
        <translation>همهٔ قهرمان‌ها</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>خانه</translation>
    </message>
    <message>
        <source>{words} (key {key})</source>
        <translation>{words} (کلید {key})</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>قهرمان</translation>
    </message>
    <message>
        <source>the {hero}&apos;s colour and sign (key {key})</source>
        <translation>رنگ و نشان {hero} (کلید {key})</translation>
    </message>
    <message>
        <source>an exit for every hero (key 0)</source>
        <translation>خروجی برای همهٔ قهرمان‌ها (کلید ۰)</translation>
    </message>
    <message>
        <source>Painting: {choice}</source>
        <translation>رنگ‌آمیزی: {choice}</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>خانه‌ها</translation>
    </message>
    <message>
        <source>Drag over spaces to paint the chosen kind for the chosen hero (keys F V I X T E, heroes 1-4, 0 every hero); right-drag clears to floor</source>
        <translation>روی خانه‌ها بکشید تا نوع انتخاب‌شده برای قهرمان انتخاب‌شده رنگ شود (کلیدهای F V I X T E، قهرمان‌ها ۱ تا ۴، ۰ برای همهٔ قهرمان‌ها)؛ کشیدن با دکمهٔ راست خانه را به کف برمی‌گرداند</translation>
    </message>
    <message>
        <source>exit for every hero</source>
        <translation>خروجی برای همهٔ قهرمان‌ها</translation>
    </message>
    <message>
        <source>{hero} {kind}</source>
        <translation>{kind} {hero}</translation>
    </message>
    <message>
        <source>painting: {choice}</source>
        <translation>رنگ‌آمیزی: {choice}</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>دیوارها</translation>
    </message>
    <message>
        <source>Drag along the lines between spaces to put up walls; right-drag takes them down</source>
        <translation>در امتداد خط‌های میان خانه‌ها بکشید تا دیوار گذاشته شود؛ کشیدن با دکمهٔ راست دیوارها را برمی‌دارد</translation>
    </message>
    <message>
        <source>The tile&apos;s border is a wall already (passages open where tiles meet)</source>
        <translation>لبهٔ کاشی خودش دیوار است (گذرگاه‌ها جایی باز می‌شوند که کاشی‌ها به هم می‌رسند)</translation>
    </message>
    <message>
        <source>tile {tile}: the {side} side of {space}</source>
        <translation>کاشی {tile}: ضلع {side} خانهٔ {space}</translation>
    </message>
    <message>
        <source>Escalators</source>
        <translation>پله‌برقی‌ها</translation>
    </message>
    <message>
        <source>Drag from one space to another of the same tile to put an escalator between them; right-click a space to remove its escalators</source>
        <translation>از یک خانه به خانهٔ دیگری از همان کاشی بکشید تا میانشان پله‌برقی گذاشته شود؛ برای حذف پله‌برقی‌های یک خانه، روی آن کلیک راست کنید</translation>
    </message>
    <message>
        <source>No escalator ends on {space} of tile {tile}</source>
        <translation>هیچ پله‌برقی‌ای به خانهٔ {space} از کاشی {tile} نمی‌رسد</translation>
    </message>
    <message>
        <source>Drag from one end of the escalator to the other</source>
        <translation>از یک سر پله‌برقی تا سر دیگر آن بکشید</translation>
    </message>
    <message>
        <source>An escalator links two spaces of one tile</source>
        <translation>پله‌برقی دو خانه از یک کاشی را به هم وصل می‌کند</translation>
    </message>
    <message>
        <source>escalator {a} to {b} on tile {tile}</source>
        <translation>پله‌برقی {a} به {b} روی کاشی {tile}</translation>
    </message>
    <message>
        <source>Click a space of the start tile to start the chosen hero there</source>
        <translation>روی خانه‌ای از کاشی شروع کلیک کنید تا قهرمان انتخاب‌شده از آن‌جا شروع کند</translation>
    </message>
    <message>
        <source>the {hero} (key {key})</source>
        <translation>{hero} (کلید {key})</translation>
    </message>
    <message>
        <source>Drag a hero to move it; right-click it to take it out of play.</source>
        <translation>برای جابه‌جا کردن قهرمان، آن را بکشید؛ برای بیرون بردنش از بازی، روی آن کلیک راست کنید.</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>قهرمان‌ها</translation>
    </message>
    <message>
        <source>Click a space of the start tile to start the chosen hero there (keys 1-4); drag a hero to move it; right-click a hero to take it out of play</source>
        <translation>روی خانه‌ای از کاشی شروع کلیک کنید تا قهرمان انتخاب‌شده از آن‌جا شروع کند (کلیدهای ۱ تا ۴)؛ برای جابه‌جا کردن قهرمان آن را بکشید؛ برای بیرون بردن قهرمان از بازی، روی آن کلیک راست کنید</translation>
    </message>
    <message>
        <source>click a space of the start tile to start the {hero} there</source>
        <translation>روی خانه‌ای از کاشی شروع کلیک کنید تا {hero} از آن‌جا شروع کند</translation>
    </message>
    <message>
        <source>Heroes start on the start tile</source>
        <translation>قهرمان‌ها روی کاشی شروع آغاز می‌کنند</translation>
    </message>
    <message>
        <source>No hero starts on {space}</source>
        <translation>هیچ قهرمانی روی {space} شروع نمی‌کند</translation>
    </message>
    <message>
        <source>the tile hung in the mall (the deck&apos;s top first)</source>
        <translation>کاشی‌ای که در فروشگاه گذاشته می‌شود (به‌طور پیش‌فرض بالای دسته)</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>کاشی</translation>
    </message>
    <message>
        <source>Click an explore space (or the faint place it leads to) to hang the tile there as exploring would; right-click a tile in the mall to take it down (back on top of the deck).</source>
        <translation>روی یک خانهٔ کاوش (یا جای کم‌رنگی که به آن راه دارد) کلیک کنید تا کاشی، مانند کاوش، آن‌جا گذاشته شود؛ برای برداشتن کاشی‌ای از فروشگاه (و بازگرداندنش به بالای دسته)، روی آن کلیک راست کنید.</translation>
    </message>
    <message>
        <source>Place tiles</source>
        <translation>گذاشتن کاشی‌ها</translation>
    </message>
    <message>
        <source>Click an explore space of the mall (or the place it leads to) to hang the chosen tile there (the deck&apos;s top by default); right-click a tile in the mall to take it down</source>
        <translation>روی یک خانهٔ کاوش در فروشگاه (یا جایی که به آن راه دارد) کلیک کنید تا کاشی انتخاب‌شده (به‌طور پیش‌فرض بالای دسته) آن‌جا گذاشته شود؛ برای برداشتن کاشی‌ای از فروشگاه، روی آن کلیک راست کنید</translation>
    </message>
    <message>
        <source>tile {tile} (deck {n})</source>
        <translation>کاشی {tile} (جایگاه {n} در دسته)</translation>
    </message>
    <message>
        <source>tile {tile} (not used)</source>
        <translation>کاشی {tile} (استفاده‌نشده)</translation>
    </message>
    <message>
        <source>Right-click a tile placed in the mall to take it down</source>
        <translation>برای برداشتن کاشیِ گذاشته‌شده در فروشگاه، روی آن کلیک راست کنید</translation>
    </message>
    <message>
        <source>Click an explore space of the mall that leads to an empty place, or that place</source>
        <translation>روی خانهٔ کاوشی در فروشگاه که به جایی خالی راه دارد، یا روی همان جا، کلیک کنید</translation>
    </message>
    <message>
        <source>No tile to place: every tile is in the mall (add one in Tiles)</source>
        <translation>کاشی‌ای برای گذاشتن نیست: همهٔ کاشی‌ها در فروشگاه‌اند (در «کاشی‌ها» یکی بیفزایید)</translation>
    </message>
    <message>
        <source>place tile {tile} {side} of space {space} of tile {parent}, turned {degrees}°</source>
        <translation>گذاشتن کاشی {tile} در {side} خانهٔ {space} از کاشی {parent}، با چرخش {degrees}°</translation>
    </message>
</context>
<context>
    <name>ManualDialog</name>
    <message>
        <source>Mazewright manual</source>
        <translation>دفترچهٔ راهنمای Mazewright</translation>
    </message>
    <message>
        <source>The manual&apos;s pages are not installed with this copy.</source>
        <translation>صفحه‌های دفترچهٔ راهنما با این نسخه نصب نشده‌اند.</translation>
    </message>
</context>
<context>
    <name>NewFileDialog</name>
    <message>
        <source>New file</source>
        <translation>پروندهٔ تازه</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source> cells a side</source>
        <translation> خانه در هر ضلع</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>اندازه</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>صفحهٔ بازی</translation>
    </message>
    <message>
        <source>the boxed game&apos;s board: 6 rings of 24 sectors</source>
        <extracomment>File &gt; New: boards as &quot;rings x sectors&quot;, the boxed game&apos;s first.</extracomment>
        <translation>صفحهٔ بازی اصلی: ۶ حلقه با ۲۴ بخش</translation>
    </message>
    <message>
        <source>a small board: 4 rings of 12 sectors</source>
        <translation>صفحهٔ بازی کوچک: ۴ حلقه با ۱۲ بخش</translation>
    </message>
    <message>
        <source>a large board: 8 rings of 32 sectors</source>
        <translation>صفحهٔ بازی بزرگ: ۸ حلقه با ۳۲ بخش</translation>
    </message>
    <message>
        <source>the boxed game&apos;s board</source>
        <extracomment>File &gt; New: board sizes, the boxed game&apos;s first.</extracomment>
        <translation>صفحهٔ بازی اصلی</translation>
    </message>
    <message>
        <source>a small board</source>
        <translation>صفحهٔ بازی کوچک</translation>
    </message>
    <message>
        <source>a large board</source>
        <translation>صفحهٔ بازی بزرگ</translation>
    </message>
    <message>
        <source>start tile</source>
        <extracomment>File &gt; New: (name, description) of each kind of new scenario.</extracomment>
        <translation>کاشی شروع</translation>
    </message>
    <message>
        <source>the start tile with the four heroes in its middle, their items and exits</source>
        <translation>کاشی شروع با چهار قهرمان در میانه‌اش، همراه با اشیا و خروجی‌هایشان</translation>
    </message>
    <message>
        <source>start and 3 tiles</source>
        <translation>شروع و ۳ کاشی</translation>
    </message>
    <message>
        <source>the start tile and three empty tiles in the deck</source>
        <translation>کاشی شروع و سه کاشی خالی در دسته</translation>
    </message>
    <message>
        <source>Adventure</source>
        <translation>ماجرا</translation>
    </message>
    <message>
        <source>trial quests in order and the epic on their backs</source>
        <translation>مأموریت‌های آزمون به ترتیب، و حماسه در پشت آن‌ها</translation>
    </message>
    <message>
        <source>One card (tutorial or trial)</source>
        <extracomment>name -&gt; (label, slots, number of cards, side)</extracomment>
        <translation>یک کارت (آموزشی یا آزمون)</translation>
    </message>
    <message>
        <source>Rotation epic: 4 cards on 2×2 slots</source>
        <translation>حماسهٔ چرخشی: ۴ کارت روی ۲×۲ جایگاه</translation>
    </message>
    <message>
        <source>Sliding epic: 8 cards on 3×3 slots, one hole</source>
        <translation>حماسهٔ لغزشی: ۸ کارت روی ۳×۳ جایگاه، یک جای خالی</translation>
    </message>
    <message>
        <source>First game</source>
        <extracomment>File &gt; New: the rulebook&apos;s first game first.</extracomment>
        <translation>نخستین بازی</translation>
    </message>
    <message>
        <source>the magic tower alone, with the rulebook&apos;s five spells</source>
        <translation>تنها برج جادو، با پنج افسون دفترچهٔ قواعد</translation>
    </message>
    <message>
        <source>All modules</source>
        <translation>همهٔ ماژول‌ها</translation>
    </message>
    <message>
        <source>every module, one web on fountain A, spells drawn at the table</source>
        <translation>همهٔ ماژول‌ها، یک تار روی چشمهٔ A، افسون‌ها سر میز کشیده می‌شوند</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>بازی پایه</translation>
    </message>
    <message>
        <source>no module: the running course and its nine towers</source>
        <translation>بدون ماژول: مسیر بازی و نُه برج آن</translation>
    </message>
</context>
<context>
    <name>PlayDock</name>
    <message>
        <source>Game over</source>
        <extracomment>The title of the message that says how the game ended (translated in the Play dock&apos;s context, where it is shown).</extracomment>
        <translation>پایان بازی</translation>
    </message>
    <message>
        <source>{count} player</source>
        <extracomment>``(players, set-up) -&gt; controller``; the set-up is a key of ``setups`` or a seed. ``(players) -&gt; [(name, key)]``: the set-ups a game offers for a player count.</extracomment>
        <translation>{count} بازیکن</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} بازیکن</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>the board view shows a game, the editing tools rest (also between two games)</extracomment>
        <translation>بازی</translation>
    </message>
    <message>
        <source>&amp;Play mode</source>
        <translation>حالت بازی</translation>
    </message>
    <message>
        <source>play the file by the rules (F6); the file is not changed</source>
        <translation>بازی کردن پرونده طبق قواعد (F6)؛ پرونده تغییر نمی‌کند</translation>
    </message>
    <message>
        <source>play the file hot-seat by the rules; the file is not changed</source>
        <translation>بازی نوبتی پرونده روی یک رایانه طبق قواعد؛ پرونده تغییر نمی‌کند</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>واگرد حرکت</translation>
    </message>
    <message>
        <source>take the last move back</source>
        <translation>پس گرفتن آخرین حرکت</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>شروع دوباره</translation>
    </message>
    <message>
        <source>a new game with the same players and set-up</source>
        <translation>بازی تازه با همان بازیکنان و چیدمان</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>cannot play this file: {reason}</source>
        <translation>این پرونده را نمی‌توان بازی کرد: {reason}</translation>
    </message>
    <message>
        <source>Playing with {count} player</source>
        <translation>بازی با {count} بازیکن</translation>
    </message>
    <message>
        <source>Playing with {count} players</source>
        <translation>بازی با {count} بازیکن</translation>
    </message>
    <message>
        <source>Press F6 or Play mode to play this file by the rules.</source>
        <translation>برای بازی کردن این پرونده طبق قواعد، F6 یا «حالت بازی» را بزنید.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>بازی تمام شد</translation>
    </message>
    <message>
        <source>The heist is over</source>
        <translation>سرقت تمام شد</translation>
    </message>
    <message>
        <source>Quest complete</source>
        <translation>مأموریت کامل شد</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Set-up</source>
        <translation>چیدمان</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <source>the same seed deals the same cards</source>
        <translation>بذر یکسان همان کارت‌ها را پخش می‌کند</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>بذر</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>شروع دوباره</translation>
    </message>
    <message>
        <source>a new game with these players and set-up</source>
        <translation>بازی تازه با این بازیکنان و چیدمان</translation>
    </message>
    <message>
        <source>Undo move</source>
        <translation>واگرد حرکت</translation>
    </message>
    <message>
        <source>take the last move back (Ctrl+Z)</source>
        <translation>پس گرفتن آخرین حرکت (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>بازگشت به ویرایش</translation>
    </message>
    <message>
        <source>leave play mode (F6)</source>
        <translation>خروج از حالت بازی (F6)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>حرکت‌ها</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>دیوارها</translation>
    </message>
    <message>
        <source>Sand timer</source>
        <translation>ساعت شنی</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>پخش</translation>
    </message>
</context>
<context>
    <name>PrintOptions</name>
    <message>
        <source> mm</source>
        <translation> میلی‌متر</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>اندازهٔ کارت</translation>
    </message>
    <message>
        <source>{paper} ({width} x {height} mm)</source>
        <translation>{paper} ({width} × {height} میلی‌متر)</translation>
    </message>
    <message>
        <source>the side of a printed card</source>
        <translation>ضلع کارت چاپ‌شده</translation>
    </message>
    <message>
        <source>{size} (--card-mm)</source>
        <translation>{size} (--card-mm)</translation>
    </message>
    <message>
        <source>colour running past the cut line on each side</source>
        <translation>رنگی که از هر طرف از خط برش بیرون می‌زند</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>مرور…</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>کاغذ</translation>
    </message>
    <message>
        <source>Bleed</source>
        <translation>حاشیهٔ اضافه</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>وضوح</translation>
    </message>
    <message>
        <source>Board diameter</source>
        <translation>قطر صفحهٔ بازی</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>اندازهٔ کاشی</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>done</source>
        <extracomment>PDF resolution (device pixels per inch); drawing stays vector, this only sets precision.</extracomment>
        <translation>انجام شد</translation>
    </message>
    <message>
        <source>page {page} of {count}</source>
        <translation>صفحهٔ {page} از {count}</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Read-only file</source>
        <translation>پروندهٔ فقط‌خواندنی</translation>
    </message>
    <message>
        <source>{file} is read-only: overwrite it anyway?</source>
        <translation>{file} فقط‌خواندنی است: با این حال بازنویسی شود؟</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>تغییرات ذخیره‌نشده</translation>
    </message>
    <message>
        <source>Save the changes to {file} before closing it?</source>
        <translation>تغییرات {file} پیش از بستن ذخیره شود؟</translation>
    </message>
    <message>
        <source>{what} has errors</source>
        <translation>{what} خطا دارد</translation>
    </message>
    <message>
        <source>{count} error, the first: {message}</source>
        <translation>{count} خطا: {message}</translation>
    </message>
    <message>
        <source>{count} errors, the first: {message}</source>
        <translation>{count} خطا، نخستین: {message}</translation>
    </message>
    <message>
        <source>Export it anyway?</source>
        <translation>با این حال برون‌بری شود؟</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>an unsaved new file</source>
        <translation>پرونده‌ای تازه و ذخیره‌نشده</translation>
    </message>
    <message>
        <source>{file} “{title}”, autosaved {when}</source>
        <translation>{file} «{title}»، ذخیرهٔ خودکار در {when}</translation>
    </message>
    <message>
        <source>{file}, autosaved {when}</source>
        <translation>{file}، ذخیرهٔ خودکار در {when}</translation>
    </message>
</context>
<context>
    <name>SetupsTree</name>
    <message>
        <source>{count} player</source>
        <translation>{count} بازیکن</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} بازیکن</translation>
    </message>
    <message>
        <source>the game&apos;s pick for this player count</source>
        <translation>انتخاب بازی برای این تعداد بازیکن</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Where</source>
        <translation>کجا</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>کنش</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>کلیدها</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
</context>
<context>
    <name>SolverDock</name>
    <message>
        <source>Solver</source>
        <translation>حل‌کننده</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>حل</translation>
    </message>
    <message>
        <source>work out the numbers of the file in the background</source>
        <translation>محاسبهٔ اعداد پرونده در پس‌زمینه</translation>
    </message>
    <message>
        <source>&amp;Cancel solving</source>
        <translation>لغو حل</translation>
    </message>
    <message>
        <source>stop the solver</source>
        <translation>متوقف کردن حل‌کننده</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>no limit</source>
        <extracomment>A picture&apos;s solve (``edit --screenshot --solve``) stops after this many seconds at most, so that the command ends on a level too large to decide; the picture shows what was found. Quiet time after the last edit before quick numbers are worked out again. the last answer, None before the first one (or after a failure) the file changed since the numbers shown were worked out (numbers on demand) why the last Solve was refused (the file has errors) use the game&apos;s reference solver even where a fast one could answer</extracomment>
        <translation>بی‌محدودیت</translation>
    </message>
    <message>
        <source>stop each search after this many states (0: no limit)</source>
        <translation>توقف هر جست‌وجو پس از این تعداد حالت (۰: بی‌محدودیت)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> ثانیه</translation>
    </message>
    <message>
        <source>stop the whole solve after this many seconds (0: no limit)</source>
        <translation>توقف کل حل پس از این تعداد ثانیه (۰: بی‌محدودیت)</translation>
    </message>
    <message>
        <source>State limit</source>
        <translation>حد حالت‌ها</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>حد زمان</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>حل</translation>
    </message>
    <message>
        <source>work out the numbers of the file as it is now (F5)</source>
        <translation>محاسبهٔ اعداد پرونده در وضعیت کنونی (F5)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>stop the solver (Shift+F5)</source>
        <translation>متوقف کردن حل‌کننده (Shift+F5)</translation>
    </message>
    <message>
        <source>Watch solution</source>
        <translation>تماشای راه‌حل</translation>
    </message>
    <message>
        <source>play the chosen set-up&apos;s solution on the board</source>
        <translation>نمایش راه‌حل چیدمان انتخاب‌شده روی صفحهٔ بازی</translation>
    </message>
    <message>
        <source>double-click a set-up to watch its solution</source>
        <translation>برای تماشای راه‌حل یک چیدمان، روی آن دوبار کلیک کنید</translation>
    </message>
    <message>
        <source>starting the solver…</source>
        <translation>در حال راه‌اندازی حل‌کننده…</translation>
    </message>
    <message>
        <source>solving…</source>
        <translation>در حال حل…</translation>
    </message>
    <message>
        <source>{summary} (working out the numbers again…)</source>
        <translation>{summary} (در حال محاسبهٔ دوبارهٔ اعداد…)</translation>
    </message>
    <message>
        <source>cancelling…</source>
        <translation>در حال لغو…</translation>
    </message>
    <message>
        <source>{states} states · depth {depth} · {seconds} s</source>
        <translation>{states} حالت · عمق {depth} · {seconds} ثانیه</translation>
    </message>
    <message>
        <source>failed after {seconds} s</source>
        <translation>پس از {seconds} ثانیه ناموفق بود</translation>
    </message>
    <message>
        <source>the solver failed: {reason}</source>
        <translation>حل‌کننده ناموفق بود: {reason}</translation>
    </message>
    <message>
        <source>cancelled after {seconds} s</source>
        <translation>پس از {seconds} ثانیه لغو شد</translation>
    </message>
    <message>
        <source>solve cancelled</source>
        <translation>حل لغو شد</translation>
    </message>
    <message>
        <source>Not solved yet: press Solve (F5).</source>
        <translation>هنوز حل نشده است: «حل» (F5) را بزنید.</translation>
    </message>
    <message>
        <source>Working out the numbers…</source>
        <translation>در حال محاسبهٔ اعداد…</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:{color}&apos;&gt;Not solved&lt;/b&gt;: {reason}</source>
        <translation>&lt;b style=&apos;color:{color}&apos;&gt;حل نشد&lt;/b&gt;: {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The numbers could not be worked out:&lt;/b&gt; {reason}</source>
        <translation>&lt;b&gt;اعداد محاسبه نشدند:&lt;/b&gt; {reason}</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:{color}&apos;&gt;Out of date&lt;/b&gt;: the file changed since this solve (press F5 to solve again).</source>
        <translation>&lt;b style=&apos;color:{color}&apos;&gt;به‌روز نیست&lt;/b&gt;: پرونده از زمان این حل تغییر کرده است (برای حل دوباره F5 را بزنید).</translation>
    </message>
    <message>
        <source>the results are out of date: solve again to watch a solution</source>
        <translation>نتیجه‌ها به‌روز نیستند: برای تماشای راه‌حل، دوباره حل کنید</translation>
    </message>
    <message>
        <source>cannot play this solution: {reason}</source>
        <translation>این راه‌حل را نمی‌توان نمایش داد: {reason}</translation>
    </message>
</context>
<context>
    <name>StandardEditor</name>
    <message>
        <source>Board</source>
        <translation>صفحهٔ بازی</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>ویژگی‌ها</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>ابزار</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>کاشی‌ها</translation>
    </message>
</context>
<context>
    <name>Toolbox</name>
    <message>
        <source>Tools</source>
        <translation>ابزارها</translation>
    </message>
</context>
<context>
    <name>TowerCommands</name>
    <message>
        <source>Set title</source>
        <extracomment>the History dock&apos;s words for an edit of each property</extracomment>
        <translation>تعیین عنوان</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>تعیین نویسنده</translation>
    </message>
    <message>
        <source>Set difficulty</source>
        <translation>تعیین دشواری</translation>
    </message>
    <message>
        <source>Set side</source>
        <translation>تعیین نوع</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>تعیین یادداشت‌ها</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>رنگ‌آمیزی</translation>
    </message>
    <message>
        <source>{action} ×{count}</source>
        <translation>{action} ×{count}</translation>
    </message>
    <message>
        <source>Remove {hero}</source>
        <translation>حذف {hero}</translation>
    </message>
    <message>
        <source>Place {hero}</source>
        <translation>گذاشتن {hero}</translation>
    </message>
    <message>
        <source>Add card {card}</source>
        <translation>افزودن کارت {card}</translation>
    </message>
    <message>
        <source>Remove card {card}</source>
        <translation>حذف کارت {card}</translation>
    </message>
    <message>
        <source>Turn card {card}</source>
        <translation>چرخاندن کارت {card}</translation>
    </message>
    <message>
        <source>Move card {card}</source>
        <translation>جابه‌جایی کارت {card}</translation>
    </message>
    <message>
        <source>Resize board</source>
        <translation>تغییر اندازهٔ صفحهٔ بازی</translation>
    </message>
    <message>
        <source>Resize cards to {size}×{size}</source>
        <translation>تغییر اندازهٔ کارت‌ها به {size}×{size}</translation>
    </message>
    <message>
        <source>Flip selection</source>
        <translation>قرینه کردن گزینش</translation>
    </message>
    <message>
        <source>Turn selection</source>
        <translation>چرخاندن گزینش</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>برش</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>چسباندن</translation>
    </message>
    <message>
        <source>Erase cells</source>
        <translation>پاک کردن خانه‌ها</translation>
    </message>
    <message>
        <source>Fill {tool}</source>
        <translation>پر کردن با {tool}</translation>
    </message>
    <message>
        <source>Erase edges</source>
        <translation>پاک کردن لبه‌ها</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>پاک کردن</translation>
    </message>
</context>
<context>
    <name>TowerEditor</name>
    <message>
        <source>Slots</source>
        <translation>جایگاه‌ها</translation>
    </message>
    <message>
        <source>slot columns of the board</source>
        <translation>ستون‌های جایگاه در صفحهٔ بازی</translation>
    </message>
    <message>
        <source>slot rows of the board</source>
        <translation>ردیف‌های جایگاه در صفحهٔ بازی</translation>
    </message>
    <message>
        <source>the quest&apos;s cards; select one to act on it</source>
        <translation>کارت‌های مأموریت؛ برای کار روی یک کارت، آن را انتخاب کنید</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>افزودن</translation>
    </message>
    <message>
        <source>add an empty card in the first free slot</source>
        <translation>افزودن کارتی خالی در نخستین جایگاه آزاد</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>remove the selected card (and the heroes starting on it)</source>
        <translation>حذف کارت انتخاب‌شده (و قهرمانانی که روی آن شروع می‌کنند)</translation>
    </message>
    <message>
        <source>Turn ↻</source>
        <translation>چرخش ↻</translation>
    </message>
    <message>
        <source>turn the selected card a quarter clockwise</source>
        <translation>چرخاندن کارت انتخاب‌شده یک چهارم دور ساعت‌گرد</translation>
    </message>
    <message>
        <source>Turn ↺</source>
        <translation>چرخش ↺</translation>
    </message>
    <message>
        <source>turn the selected card a quarter anticlockwise</source>
        <translation>چرخاندن کارت انتخاب‌شده یک چهارم دور پادساعت‌گرد</translation>
    </message>
    <message>
        <source>move the selected card one slot N (swaps with a card there)</source>
        <translation>جابه‌جایی کارت انتخاب‌شده یک جایگاه به شمال (با کارتی که آنجاست جا عوض می‌کند)</translation>
    </message>
    <message>
        <source>move the selected card one slot S (swaps with a card there)</source>
        <translation>جابه‌جایی کارت انتخاب‌شده یک جایگاه به جنوب (با کارتی که آنجاست جا عوض می‌کند)</translation>
    </message>
    <message>
        <source>move the selected card one slot W (swaps with a card there)</source>
        <translation>جابه‌جایی کارت انتخاب‌شده یک جایگاه به غرب (با کارتی که آنجاست جا عوض می‌کند)</translation>
    </message>
    <message>
        <source>move the selected card one slot E (swaps with a card there)</source>
        <translation>جابه‌جایی کارت انتخاب‌شده یک جایگاه به شرق (با کارتی که آنجاست جا عوض می‌کند)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>جابه‌جایی</translation>
    </message>
    <message>
        <source>Card {card}   slot ({x}, {y})   turned {quarters}×90°</source>
        <translation>کارت {card}   جایگاه ({x}, {y})   چرخش {quarters}×۹۰°</translation>
    </message>
    <message>
        <source>Card {card}   slot ({x}, {y})</source>
        <translation>کارت {card}   جایگاه ({x}, {y})</translation>
    </message>
    <message>
        <source>every slot holds a card: add a column or a row of slots first</source>
        <translation>همهٔ جایگاه‌ها کارت دارند: نخست یک ستون یا ردیف جایگاه بیفزایید</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>پیروی از سیستم</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>روشن</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>تیره</translation>
    </message>
    <message>
        <source>Print (high contrast)</source>
        <translation>چاپ (کنتراست بالا)</translation>
    </message>
    <message>
        <source>Show &amp;grid</source>
        <extracomment>the game state drawn over the board (playback.BoardOverlay), if any</extracomment>
        <translation>نمایش شبکه</translation>
    </message>
    <message>
        <source>show the cell grid</source>
        <translation>نمایش شبکهٔ خانه‌ها</translation>
    </message>
    <message>
        <source>Board &amp;colours</source>
        <translation>رنگ‌های صفحهٔ بازی</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>ابزارها</translation>
    </message>
    <message>
        <source>Door and key number {n}</source>
        <translation>شمارهٔ در و کلید {n}</translation>
    </message>
    <message>
        <source>doors and keys painted from now on have number {n}</source>
        <translation>درها و کلیدهایی که از این پس کشیده می‌شوند شمارهٔ {n} دارند</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>رونوشت</translation>
    </message>
    <message>
        <source>copy the selected cells</source>
        <translation>رونوشت از خانه‌های انتخاب‌شده</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>برش</translation>
    </message>
    <message>
        <source>copy, then clear, the selection</source>
        <translation>رونوشت و سپس پاک کردن گزینش</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>چسباندن</translation>
    </message>
    <message>
        <source>paste at the selection</source>
        <translation>چسباندن در جای گزینش</translation>
    </message>
    <message>
        <source>Flip &amp;horizontally</source>
        <translation>قرینهٔ افقی</translation>
    </message>
    <message>
        <source>mirror the selection left to right</source>
        <translation>قرینه کردن گزینش از چپ به راست</translation>
    </message>
    <message>
        <source>Flip &amp;vertically</source>
        <translation>قرینهٔ عمودی</translation>
    </message>
    <message>
        <source>mirror the selection top to bottom</source>
        <translation>قرینه کردن گزینش از بالا به پایین</translation>
    </message>
    <message>
        <source>T&amp;urn clockwise</source>
        <translation>چرخش ساعت‌گرد</translation>
    </message>
    <message>
        <source>turn the selection a quarter clockwise</source>
        <translation>چرخاندن گزینش یک چهارم دور ساعت‌گرد</translation>
    </message>
    <message>
        <source>select cells first: the Select tool (R)</source>
        <translation>نخست خانه‌هایی را انتخاب کنید: ابزار «انتخاب» (R)</translation>
    </message>
    <message>
        <source>copied {width}×{height} cells</source>
        <translation>از {width}×{height} خانه رونوشت گرفته شد</translation>
    </message>
    <message>
        <source>nothing to paste: copy cells of a quest first</source>
        <translation>چیزی برای چسباندن نیست: نخست از خانه‌های یک مأموریت رونوشت بگیرید</translation>
    </message>
    <message>
        <source>cannot paste: {reason}</source>
        <translation>چسباندن ممکن نیست: {reason}</translation>
    </message>
    <message>
        <source>Tool options</source>
        <translation>گزینه‌های ابزار</translation>
    </message>
    <message>
        <source>hero for armories and hero starts</source>
        <translation>قهرمانِ اسلحه‌خانه‌ها و جای شروع قهرمان</translation>
    </message>
    <message>
        <source>whose exit: one hero&apos;s, or shared by all</source>
        <translation>خروجیِ چه کسی: خروجی یک قهرمان، یا مشترک میان همه</translation>
    </message>
    <message>
        <source>shared exit</source>
        <translation>خروجی مشترک</translation>
    </message>
    <message>
        <source>{hero}&apos;s exit</source>
        <translation>خروجی {hero}</translation>
    </message>
    <message>
        <source>number </source>
        <translation>شمارهٔ </translation>
    </message>
    <message>
        <source>door and key number (keys 1-5)</source>
        <translation>شمارهٔ در و کلید (کلیدهای ۱ تا ۵)</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>مستطیل</translation>
    </message>
    <message>
        <source>drag a rectangle to fill it (or hold Shift while dragging)</source>
        <translation>برای پر کردن یک مستطیل، آن را بکشید (یا هنگام کشیدن Shift را نگه دارید)</translation>
    </message>
    <message>
        <source>Quest</source>
        <translation>مأموریت</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>کارت‌ها</translation>
    </message>
    <message>
        <source>{cell} (shared)</source>
        <translation>{cell} (مشترک)</translation>
    </message>
    <message>
        <source>card {card} · cell ({x}, {y}) · board ({X}, {Y}) · {what}</source>
        <translation>کارت {card} · خانهٔ ({x}, {y}) · صفحهٔ بازی ({X}, {Y}) · {what}</translation>
    </message>
    <message>
        <source>{hero} starts here</source>
        <translation>{hero} از اینجا شروع می‌کند</translation>
    </message>
    <message>
        <source>open</source>
        <translation>باز</translation>
    </message>
    <message>
        <source>{edge} (blowing out)</source>
        <translation>{edge} (وزش به بیرون)</translation>
    </message>
    <message>
        <source>{edge} (blowing in)</source>
        <translation>{edge} (وزش به درون)</translation>
    </message>
    <message>
        <source>side {side}: {edge}</source>
        <translation>ضلع {side}: {edge}</translation>
    </message>
    <message>
        <source>exported {file}</source>
        <translation>{file} برون‌بری شد</translation>
    </message>
    <message>
        <source>a short name for the quest</source>
        <translation>نامی کوتاه برای مأموریت</translation>
    </message>
    <message>
        <source>hints, solution notes, credits…</source>
        <translation>راهنمایی، یادداشت‌های راه‌حل، معرفی سازندگان…</translation>
    </message>
    <message>
        <source> cells a side</source>
        <translation> خانه در هر ضلع</translation>
    </message>
    <message>
        <source>the size of every card: smaller crops, larger adds floor</source>
        <translation>اندازهٔ همهٔ کارت‌ها: کوچک‌تر برش می‌دهد، بزرگ‌تر کف می‌افزاید</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>تغییر اندازه</translation>
    </message>
    <message>
        <source>give every card this size (one undo step): cells and hero starts beyond it are cut off, new cells are floor</source>
        <translation>دادن این اندازه به همهٔ کارت‌ها (در یک گام واگرد): خانه‌ها و جای شروع قهرمانانی که بیرون از آن بمانند بریده می‌شوند، خانه‌های تازه کف هستند</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>عنوان</translation>
    </message>
    <message>
        <source>&amp;Author</source>
        <translation>نویسنده</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>دشواری</translation>
    </message>
    <message>
        <source>&amp;Side</source>
        <translation>نوع</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>اندازهٔ کارت</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>یادداشت‌ها</translation>
    </message>
    <message>
        <source>{count} of {size}×{size} cells, on {cols}×{rows} slots</source>
        <translation>{count} عدد، هر یک {size}×{size} خانه، روی {cols}×{rows} جایگاه</translation>
    </message>
    <message>
        <source>{hero}: drag with the hero tool (H) to move its start</source>
        <translation>{hero}: برای جابه‌جا کردن جای شروعش، با ابزار قهرمان (H) بکشید</translation>
    </message>
</context>
<context>
    <name>TowerExport</name>
    <message>
        <source>wrote {count} {format} file into {folder}</source>
        <translation>{count} پروندهٔ {format} در {folder} نوشته شد</translation>
    </message>
    <message>
        <source>wrote {count} {format} files into {folder}</source>
        <translation>{count} پروندهٔ {format} در {folder} نوشته شد</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} card on {pages} page, {backs} of them backs for duplex</source>
        <translation>{file} نوشته شد: {cards} کارت در {pages} صفحه، از جمله {backs} صفحهٔ پشت برای چاپ دورو</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} card on {pages} pages, {backs} of them backs for duplex</source>
        <translation>{file} نوشته شد: {cards} کارت در {pages} صفحه، از جمله {backs} صفحهٔ پشت برای چاپ دورو</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} cards on {pages} page, {backs} of them backs for duplex</source>
        <translation>{file} نوشته شد: {cards} کارت در {pages} صفحه، از جمله {backs} صفحهٔ پشت برای چاپ دورو</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} cards on {pages} pages, {backs} of them backs for duplex</source>
        <translation>{file} نوشته شد: {cards} کارت در {pages} صفحه، از جمله {backs} صفحهٔ پشت برای چاپ دورو</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} card on {pages} page</source>
        <translation>{file} نوشته شد: {cards} کارت در {pages} صفحه</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} card on {pages} pages</source>
        <translation>{file} نوشته شد: {cards} کارت در {pages} صفحه</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} cards on {pages} page</source>
        <translation>{file} نوشته شد: {cards} کارت در {pages} صفحه</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} cards on {pages} pages</source>
        <translation>{file} نوشته شد: {cards} کارت در {pages} صفحه</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} actions, {frames} frames</source>
        <translation>{file} نوشته شد: {actions} کنش، {frames} فریم</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} actions on {pages} page</source>
        <translation>{file} نوشته شد: {actions} کنش در {pages} صفحه</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} actions on {pages} pages</source>
        <translation>{file} نوشته شد: {actions} کنش در {pages} صفحه</translation>
    </message>
    <message>
        <source>Print sheets of cards (PDF)</source>
        <extracomment>(key, label) of what can be exported.</extracomment>
        <translation>برگه‌های چاپی کارت‌ها (PDF)</translation>
    </message>
    <message>
        <source>One PNG image per card</source>
        <translation>یک تصویر PNG برای هر کارت</translation>
    </message>
    <message>
        <source>One SVG drawing per card</source>
        <translation>یک طرح SVG برای هر کارت</translation>
    </message>
    <message>
        <source>Solution sheet (PDF)</source>
        <translation>برگهٔ راه‌حل (PDF)</translation>
    </message>
    <message>
        <source>Solution animation (GIF)</source>
        <translation>پویانمایی راه‌حل (GIF)</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} card, no backs</source>
        <extracomment>The file format of each kind (as `mazewright export --format` says it).</extracomment>
        <translation>صفحهٔ ۱ از {pages}: {cards} کارت، بدون پشت</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} cards, no backs</source>
        <translation>صفحهٔ ۱ از {pages}: {cards} کارت، بدون پشت</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} card, {backs} back page for duplex</source>
        <translation>صفحهٔ ۱ از {pages}: {cards} کارت، {backs} صفحهٔ پشت برای چاپ دورو</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} card, {backs} back pages for duplex</source>
        <translation>صفحهٔ ۱ از {pages}: {cards} کارت، {backs} صفحهٔ پشت برای چاپ دورو</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} cards, {backs} back page for duplex</source>
        <translation>صفحهٔ ۱ از {pages}: {cards} کارت، {backs} صفحهٔ پشت برای چاپ دورو</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} cards, {backs} back pages for duplex</source>
        <translation>صفحهٔ ۱ از {pages}: {cards} کارت، {backs} صفحهٔ پشت برای چاپ دورو</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} action on {pages} page</source>
        <translation>{file} نوشته شد: {actions} کنش در {pages} صفحه</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} action on {pages} pages</source>
        <translation>{file} نوشته شد: {actions} کنش در {pages} صفحه</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>برون‌بری</translation>
    </message>
    <message>
        <source>All quests in this quest&apos;s folder</source>
        <translation>همهٔ مأموریت‌های پوشهٔ این مأموریت</translation>
    </message>
    <message>
        <source>An adventure folder (one epic and its trials) prints the epic&apos;s cards on the backs of the trials, for duplex printing.</source>
        <translation>پوشهٔ یک ماجرا (یک حماسه و آزمون‌هایش) کارت‌های حماسه را پشت آزمون‌ها چاپ می‌کند، برای چاپ دورو.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>پخش</translation>
    </message>
    <message>
        <source>Save to</source>
        <translation>ذخیره در</translation>
    </message>
    <message>
        <source>preview…</source>
        <translation>پیش‌نمایش…</translation>
    </message>
    <message>
        <source>Export into folder</source>
        <translation>برون‌بری به پوشه</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>برون‌بری به</translation>
    </message>
    <message>
        <source>{format} files (*.{suffix})</source>
        <translation>پرونده‌های {format} (*.{suffix})</translation>
    </message>
    <message>
        <source>card 1 of {count}</source>
        <translation>کارت ۱ از {count}</translation>
    </message>
    <message>
        <source>frame 1 of {frames} ({actions} actions)</source>
        <translation>فریم ۱ از {frames} ({actions} کنش)</translation>
    </message>
    <message>
        <source>{actions} actions, fewest possible</source>
        <translation>{actions} کنش، کمترین تعداد ممکن</translation>
    </message>
    <message>
        <source>wrote {file}: {frames} frames</source>
        <translation>{file} نوشته شد: {frames} فریم</translation>
    </message>
    <message>
        <source>drawing the preview…</source>
        <translation>در حال کشیدن پیش‌نمایش…</translation>
    </message>
    <message>
        <source>no preview</source>
        <translation>بدون پیش‌نمایش</translation>
    </message>
    <message>
        <source>the quest</source>
        <translation>مأموریت</translation>
    </message>
    <message>
        <source>(unsaved quest)</source>
        <translation>(مأموریت ذخیره‌نشده)</translation>
    </message>
    <message>
        <source>Not exported: {reason}</source>
        <translation>برون‌بری نشد: {reason}</translation>
    </message>
    <message>
        <source>Not exported: the quest has errors ({message}), so it has no solution to show</source>
        <translation>برون‌بری نشد: مأموریت خطا دارد ({message})، پس راه‌حلی برای نمایش ندارد</translation>
    </message>
    <message>
        <source>Not exported: the quest has errors ({message})</source>
        <translation>برون‌بری نشد: مأموریت خطا دارد ({message})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>exporting…</source>
        <translation>در حال برون‌بری…</translation>
    </message>
    <message>
        <source>cancelling…</source>
        <translation>در حال لغو…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Not exported: unexpected error: {message}</source>
        <translation>برون‌بری نشد: خطای پیش‌بینی‌نشده: {message}</translation>
    </message>
    <message>
        <source>frame {frame} of {frames}</source>
        <extracomment>Milliseconds each GIF frame shows (the last one holds longer).</extracomment>
        <translation>فریم {frame} از {frames}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>انجام شد</translation>
    </message>
</context>
<context>
    <name>TowerPlay</name>
    <message>
        <source>Active player {n}</source>
        <translation>بازیکن فعال {n}</translation>
    </message>
    <message>
        <source>Turn card {card} a quarter turn clockwise</source>
        <extracomment>a card&apos;s turn by the number of quarters, and its slide by the direction, in words</extracomment>
        <translation>چرخاندن کارت {card} یک چهارم دور ساعت‌گرد</translation>
    </message>
    <message>
        <source>Turn card {card} a half turn clockwise</source>
        <translation>چرخاندن کارت {card} نیم دور ساعت‌گرد</translation>
    </message>
    <message>
        <source>Turn card {card} three quarter turns clockwise</source>
        <translation>چرخاندن کارت {card} سه چهارم دور ساعت‌گرد</translation>
    </message>
    <message>
        <source>Slide card {card} north</source>
        <translation>لغزاندن کارت {card} به شمال</translation>
    </message>
    <message>
        <source>Slide card {card} east</source>
        <translation>لغزاندن کارت {card} به شرق</translation>
    </message>
    <message>
        <source>Slide card {card} south</source>
        <translation>لغزاندن کارت {card} به جنوب</translation>
    </message>
    <message>
        <source>Slide card {card} west</source>
        <translation>لغزاندن کارت {card} به غرب</translation>
    </message>
    <message>
        <source>The quest is complete: undo or restart to play on.</source>
        <extracomment>the game itself: the tower&apos;s play session, on the overlay&apos;s rules a mage swap on offer: (state before the move, the move&apos;s path, move already made) the menu on offer (move or toss, card actions), if any</extracomment>
        <translation>مأموریت کامل شد: برای ادامهٔ بازی، واگرد کنید یا از نو شروع کنید.</translation>
    </message>
    <message>
        <source>Click a hero to select it.</source>
        <translation>برای انتخاب یک قهرمان، روی آن کلیک کنید.</translation>
    </message>
    <message>
        <source>The mage may swap: click the hero to swap with.</source>
        <translation>ساحر می‌تواند جا عوض کند: روی قهرمانی که با او جا عوض می‌کند کلیک کنید.</translation>
    </message>
    <message>
        <source>Move the {hero} here</source>
        <translation>بردن {hero} به اینجا</translation>
    </message>
    <message>
        <source>Toss the {hero} here</source>
        <translation>پرتاب {hero} به اینجا</translation>
    </message>
    <message>
        <source>The mage stands on an invocation space: click a hero to swap places with it, or anywhere else to stay.</source>
        <translation>ساحر روی خانهٔ احضار ایستاده است: برای جابه‌جایی با یک قهرمان روی آن کلیک کنید، یا برای ماندن، هر جای دیگری را.</translation>
    </message>
    <message>
        <source>No swap.</source>
        <translation>بدون جابه‌جایی.</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>مجاز نیست</translation>
    </message>
    <message>
        <source>the {hero} cannot reach that space in one move with the hand {hand}</source>
        <translation>{hero} با دست {hand} نمی‌تواند در یک حرکت به آن خانه برسد</translation>
    </message>
    <message>
        <source>Refused: {reason}.</source>
        <translation>رد شد: {reason}.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>چیزی برای واگرد نیست.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>واگرد شد.</translation>
    </message>
    <message>
        <source>Back to the start.</source>
        <translation>بازگشت به شروع.</translation>
    </message>
    <message>
        <source>Nobody stands on a rotation or sliding space of this card.</source>
        <translation>کسی روی خانهٔ چرخش یا لغزش این کارت نایستاده است.</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>بازیکن فعال</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;کارت‌ها&lt;/b&gt;</translation>
    </message>
    <message>
        <source>player {n}: {hand}</source>
        <translation>بازیکن {n}: {hand}</translation>
    </message>
    <message>
        <source>Selected: {hero}</source>
        <translation>انتخاب‌شده: {hero}</translation>
    </message>
    <message>
        <source>No hero selected</source>
        <translation>قهرمانی انتخاب نشده</translation>
    </message>
    <message>
        <source>Click a hero, then a lit cell. Orange: where the barbarian can toss a hero. Right-click a card to turn or slide it.</source>
        <translation>روی یک قهرمان و سپس روی یک خانهٔ روشن کلیک کنید. نارنجی: جایی که بربر می‌تواند قهرمانی را پرتاب کند. برای چرخاندن یا لغزاندن یک کارت، روی آن کلیک راست کنید.</translation>
    </message>
    <message>
        <source>Actions: &lt;b&gt;{count}&lt;/b&gt; (optimum {optimum})</source>
        <translation>کنش‌ها: &lt;b&gt;{count}&lt;/b&gt; (بهینه: {optimum})</translation>
    </message>
    <message>
        <source>Quest complete in {count} action (the optimum for this deal is still being worked out).</source>
        <translation>مأموریت با {count} کنش کامل شد (بهینهٔ این پخش هنوز در حال محاسبه است).</translation>
    </message>
    <message>
        <source>Quest complete in {count} actions (the optimum for this deal is still being worked out).</source>
        <translation>مأموریت با {count} کنش کامل شد (بهینهٔ این پخش هنوز در حال محاسبه است).</translation>
    </message>
    <message>
        <source>Quest complete in {count} action: the optimum for this deal is {optimum}. Perfect!</source>
        <translation>مأموریت با {count} کنش کامل شد: بهینهٔ این پخش {optimum} است. عالی!</translation>
    </message>
    <message>
        <source>Quest complete in {count} actions: the optimum for this deal is {optimum}. Perfect!</source>
        <translation>مأموریت با {count} کنش کامل شد: بهینهٔ این پخش {optimum} است. عالی!</translation>
    </message>
    <message>
        <source>Quest complete in {count} action; the optimum for this deal is {optimum}.</source>
        <translation>مأموریت با {count} کنش کامل شد؛ بهینهٔ این پخش {optimum} است.</translation>
    </message>
    <message>
        <source>Quest complete in {count} actions; the optimum for this deal is {optimum}.</source>
        <translation>مأموریت با {count} کنش کامل شد؛ بهینهٔ این پخش {optimum} است.</translation>
    </message>
    <message>
        <source>card {card} · cell ({x}, {y}) · board ({X}, {Y}) · {what}</source>
        <extracomment>How far (in cells) a play mark keeps inside its cell: the sides carry walls and doors.</extracomment>
        <translation>کارت {card} · خانهٔ ({x}, {y}) · صفحهٔ بازی ({X}, {Y}) · {what}</translation>
    </message>
    <message>
        <source>the {hero} stands here</source>
        <translation>{hero} اینجا ایستاده است</translation>
    </message>
    <message>
        <source>back to the start (Home)</source>
        <translation>بازگشت به شروع (Home)</translation>
    </message>
    <message>
        <source>one action back (Left)</source>
        <translation>یک کنش به عقب (Left)</translation>
    </message>
    <message>
        <source>play / pause (Ctrl+Space)</source>
        <translation>اجرا / مکث (Ctrl+Space)</translation>
    </message>
    <message>
        <source>one action forward (Right)</source>
        <translation>یک کنش به جلو (Right)</translation>
    </message>
    <message>
        <source>to the end (End)</source>
        <translation>رفتن به پایان (End)</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>بازگشت به ویرایش</translation>
    </message>
    <message>
        <source>leave the playback; the quest is editable again</source>
        <translation>خروج از نمایش راه‌حل؛ مأموریت دوباره ویرایش‌پذیر می‌شود</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solution playback&lt;/b&gt;</source>
        <translation>&lt;b&gt;نمایش راه‌حل&lt;/b&gt;</translation>
    </message>
    <message>
        <source>action {index} of {count}</source>
        <translation>کنش {index} از {count}</translation>
    </message>
    <message>
        <source>Deal: {players}</source>
        <translation>پخش: {players}</translation>
    </message>
    <message>
        <source>The start. Press play or step forward.</source>
        <translation>شروع. «اجرا» را بزنید یا یک کنش جلو بروید.</translation>
    </message>
    <message>
        <source>{index}. {action}. &lt;b&gt;The quest is complete.&lt;/b&gt;</source>
        <translation>{index}. {action}. &lt;b&gt;مأموریت کامل شد.&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>TowerPrinting</name>
    <message>
        <source>Tutorial</source>
        <extracomment>Band colours by quest side (the boxed game&apos;s card backs: green tutorials, blue trials, purple 4-card epics, red 8-card epics).</extracomment>
        <translation>آموزشی</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>آزمون</translation>
    </message>
    <message>
        <source>Epic</source>
        <translation>حماسه</translation>
    </message>
    <message>
        <source>Quest</source>
        <translation>مأموریت</translation>
    </message>
    <message>
        <source>by {author}</source>
        <translation>اثر {author}</translation>
    </message>
    <message>
        <source>card {card} ({number}/{count})</source>
        <translation>کارت {card} ({number}/{count})</translation>
    </message>
    <message>
        <source>col {col}, row {row}, turned {degrees}°</source>
        <translation>ستون {col}، ردیف {row}، چرخش {degrees}°</translation>
    </message>
    <message>
        <source>col {col}, row {row}</source>
        <translation>ستون {col}، ردیف {row}</translation>
    </message>
    <message>
        <source>sheet {sheet} fronts · page {page} of {pages}</source>
        <extracomment>Title font sizes tried, as fractions of the card&apos;s side, largest first; the last is the floor, below which a long title wraps instead of shrinking further. A title wraps onto at most this many lines; only a title longer still is shortened, with an ellipsis. Height of the band&apos;s first line; title lines are spaced by their font size times this.</extracomment>
        <translation>برگهٔ {sheet}، روی کارت‌ها · صفحهٔ {page} از {pages}</translation>
    </message>
    <message>
        <source>sheet {sheet} backs: print on the reverse, flip on the long edge · page {page} of {pages}</source>
        <translation>برگهٔ {sheet}، پشت کارت‌ها: روی پشت کاغذ چاپ کنید، از لبهٔ بلند برگردانید · صفحهٔ {page} از {pages}</translation>
    </message>
    <message>
        <source>solo, every direction</source>
        <translation>تک‌نفره، همهٔ جهت‌ها</translation>
    </message>
    <message>
        <source>player {player} holds {directions}</source>
        <translation>بازیکن {player}: {directions}</translation>
    </message>
    <message>
        <source>Done: every hero is out, in {actions} actions.</source>
        <translation>پایان: همهٔ قهرمانان در {actions} کنش بیرون رفتند.</translation>
    </message>
    <message>
        <source>{title} — solution</source>
        <translation>{title} — راه‌حل</translation>
    </message>
    <message>
        <source>{players} players, deal {deal} of {deals}: {hands}. {actions} actions, the fewest possible.</source>
        <translation>{players} بازیکن، پخش {deal} از {deals}: {hands}. {actions} کنش، کمترین تعداد ممکن.</translation>
    </message>
    <message>
        <source>{players} player, deal {deal} of {deals}: {hands}. {actions} actions, the fewest possible.</source>
        <translation>{players} بازیکن، پخش {deal} از {deals}: {hands}. {actions} کنش، کمترین تعداد ممکن.</translation>
    </message>
    <message>
        <source>mazewright · page {page} of {pages}</source>
        <translation>mazewright · صفحهٔ {page} از {pages}</translation>
    </message>
    <message>
        <source>{title} · {players}p ({hands})</source>
        <translation>{title} · {players} بازیکن ({hands})</translation>
    </message>
    <message>
        <source>its cards are {size}×{size} cells, and only cards of {least} to {most} cells a side can be drawn</source>
        <extracomment>Scene units per cell (the editor&apos;s 100 % zoom). Where the SVG art lives (a source checkout; the renderer draws plain shapes without it). Every art file there is (``resources/make_art.py`` draws them). Art is looked up by these names only: names built from a quest&apos;s contents never reach the file system.</extracomment>
        <translation>کارت‌هایش {size}×{size} خانه‌اند، و تنها کارت‌هایی با {least} تا {most} خانه در هر ضلع کشیده می‌شوند</translation>
    </message>
    <message>
        <source>its board is {cols}×{rows} slots, and only boards of 1 to {most} slots a side can be drawn</source>
        <translation>صفحهٔ بازی‌اش {cols}×{rows} جایگاه است، و تنها صفحه‌هایی با ۱ تا {most} جایگاه در هر ضلع کشیده می‌شوند</translation>
    </message>
    <message>
        <source>it has {count} cards, and at most {most} can be drawn</source>
        <translation>{count} کارت دارد، و حداکثر {most} کارت کشیده می‌شود</translation>
    </message>
</context>
<context>
    <name>TowerTools</name>
    <message>
        <source>Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears.</source>
        <extracomment>How near a cell border (in cells) a point must be to pick the edge.</extracomment>
        <translation>برای رنگ‌آمیزی خانه‌ها کلیک کنید یا بکشید؛ Shift+کشیدن یک مستطیل را پر می‌کند؛ کلیک راست پاک می‌کند.</translation>
    </message>
    <message>
        <source>Click or drag along cell borders; right-click clears.</source>
        <translation>روی مرز خانه‌ها کلیک کنید یا در امتداد آن بکشید؛ کلیک راست پاک می‌کند.</translation>
    </message>
    <message>
        <source>{hero} dropped off the cards: not moved</source>
        <translation>{hero} بیرون از کارت‌ها رها شد: جابه‌جا نشد</translation>
    </message>
    <message>
        <source>card {card} dropped off the board: not moved</source>
        <translation>کارت {card} بیرون از صفحهٔ بازی رها شد: جابه‌جا نشد</translation>
    </message>
    <message>
        <source>selected {width}×{height} cells</source>
        <translation>{width}×{height} خانه انتخاب شد</translation>
    </message>
    <message>
        <source>Floor</source>
        <extracomment>The palette, in order: (class, name, label, key, art, help); the labels and helps are English (`make_tools` gives the tools them in the window&apos;s language).</extracomment>
        <translation>کف</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>خلأ</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>خروجی</translation>
    </message>
    <message>
        <source>Exit of the chosen hero, or shared. Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears.</source>
        <translation>خروجی قهرمان انتخاب‌شده، یا مشترک. برای رنگ‌آمیزی خانه‌ها کلیک کنید یا بکشید؛ Shift+کشیدن یک مستطیل را پر می‌کند؛ کلیک راست پاک می‌کند.</translation>
    </message>
    <message>
        <source>Armory</source>
        <translation>اسلحه‌خانه</translation>
    </message>
    <message>
        <source>Armory of the chosen hero. Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears.</source>
        <translation>اسلحه‌خانهٔ قهرمان انتخاب‌شده. برای رنگ‌آمیزی خانه‌ها کلیک کنید یا بکشید؛ Shift+کشیدن یک مستطیل را پر می‌کند؛ کلیک راست پاک می‌کند.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>کلید</translation>
    </message>
    <message>
        <source>Key of the chosen door number (1-5). Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears.</source>
        <translation>کلیدِ در با شمارهٔ انتخاب‌شده (۱ تا ۵). برای رنگ‌آمیزی خانه‌ها کلیک کنید یا بکشید؛ Shift+کشیدن یک مستطیل را پر می‌کند؛ کلیک راست پاک می‌کند.</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>نردبان</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>تله</translation>
    </message>
    <message>
        <source>Invocation</source>
        <translation>احضار</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>چرخش</translation>
    </message>
    <message>
        <source>Sliding</source>
        <translation>لغزش</translation>
    </message>
    <message>
        <source>Hero start</source>
        <translation>شروع قهرمان</translation>
    </message>
    <message>
        <source>Click a cell to place the chosen hero; drag a hero to move it; right-click removes it.</source>
        <translation>برای گذاشتن قهرمان انتخاب‌شده روی یک خانه کلیک کنید؛ برای جابه‌جا کردن یک قهرمان، آن را بکشید؛ کلیک راست آن را حذف می‌کند.</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>دیوار</translation>
    </message>
    <message>
        <source>Double wall</source>
        <translation>دیوار دوتایی</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>در</translation>
    </message>
    <message>
        <source>Door of the chosen number (1-5). Click or drag along cell borders; right-click clears.</source>
        <translation>در با شمارهٔ انتخاب‌شده (۱ تا ۵). روی مرز خانه‌ها کلیک کنید یا در امتداد آن بکشید؛ کلیک راست پاک می‌کند.</translation>
    </message>
    <message>
        <source>Narrow passage</source>
        <translation>گذرگاه باریک</translation>
    </message>
    <message>
        <source>Air current</source>
        <translation>جریان هوا</translation>
    </message>
    <message>
        <source>Drag across a border: the air blows the way you drag. A click blows out of the clicked cell. Right-click clears.</source>
        <translation>از روی یک مرز بکشید: هوا در جهت کشیدن می‌وزد. کلیک، هوا را از خانهٔ کلیک‌شده به بیرون می‌وزاند. کلیک راست پاک می‌کند.</translation>
    </message>
    <message>
        <source>Move card</source>
        <translation>جابه‌جایی کارت</translation>
    </message>
    <message>
        <source>Drag a card to another slot of the board; a card already there takes its place.</source>
        <translation>یک کارت را به جایگاه دیگری از صفحهٔ بازی بکشید؛ کارتی که آنجا باشد جای آن را می‌گیرد.</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>پاک‌کن</translation>
    </message>
    <message>
        <source>Near a border clears the edge, elsewhere makes the cell floor again.</source>
        <translation>نزدیک مرز، لبه را پاک می‌کند؛ جای دیگر، خانه را دوباره کف می‌کند.</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>انتخاب</translation>
    </message>
    <message>
        <source>Drag a rectangle of cells; then Copy, Cut, Paste (at its top-left cell), flip or turn it from the Edit menu.</source>
        <translation>مستطیلی از خانه‌ها را بکشید؛ سپس از منوی «ویرایش» رونوشت، برش، چسباندن (در خانهٔ بالا-چپ آن)، قرینه یا چرخش را انجام دهید.</translation>
    </message>
</context>
<context>
    <name>WanderingEditor</name>
    <message>
        <source>Elixir fountain</source>
        <extracomment>Each module&apos;s name, as the History, the set-up panel and the set-up card show it.</extracomment>
        <translation>چشمهٔ اکسیر</translation>
    </message>
    <message>
        <source>Spiderweb</source>
        <translation>تار عنکبوت</translation>
    </message>
    <message>
        <source>Hag</source>
        <translation>عجوزه</translation>
    </message>
    <message>
        <source>Raven</source>
        <translation>کلاغ</translation>
    </message>
    <message>
        <source>Magic tower</source>
        <translation>برج جادویی</translation>
    </message>
    <message>
        <source>elixir fountain</source>
        <extracomment>Each module&apos;s name within a sentence (&quot;needs the hag&quot;).</extracomment>
        <translation>چشمهٔ اکسیر</translation>
    </message>
    <message>
        <source>spiderweb</source>
        <translation>تار عنکبوت</translation>
    </message>
    <message>
        <source>hag</source>
        <translation>عجوزه</translation>
    </message>
    <message>
        <source>raven</source>
        <translation>کلاغ</translation>
    </message>
    <message>
        <source>magic tower</source>
        <translation>برج جادویی</translation>
    </message>
    <message>
        <source>{players} players</source>
        <translation>{players} بازیکن</translation>
    </message>
    <message>
        <source>{module} on</source>
        <translation>فعال کردن {module}</translation>
    </message>
    <message>
        <source>{module} off</source>
        <translation>غیرفعال کردن {module}</translation>
    </message>
    <message>
        <source>Web on {fountain} on</source>
        <translation>گذاشتن تار روی {fountain}</translation>
    </message>
    <message>
        <source>Web on {fountain} off</source>
        <translation>برداشتن تار از {fountain}</translation>
    </message>
    <message>
        <source>Course of {tiles} tiles of {spaces} spaces</source>
        <translation>مسیر {tiles} کاشی با {spaces} خانه</translation>
    </message>
    <message>
        <source>Default start</source>
        <translation>شروع پیش‌فرض</translation>
    </message>
    <message>
        <source>Tower from {start} to {end}</source>
        <translation>برج از {start} به {end}</translation>
    </message>
    <message>
        <source>Spell {spell} on</source>
        <translation>انتخاب افسون {spell}</translation>
    </message>
    <message>
        <source>Spell {spell} off</source>
        <translation>لغو انتخاب افسون {spell}</translation>
    </message>
    <message>
        <source>Draw spells (seed {seed})</source>
        <translation>کشیدن افسون‌ها (بذر {seed})</translation>
    </message>
    <message>
        <source>No spells named</source>
        <translation>پاک کردن افسون‌های تعیین‌شده</translation>
    </message>
    <message>
        <source>Add custom spell {spell}</source>
        <translation>افزودن افسون سفارشی {spell}</translation>
    </message>
    <message>
        <source>Rename custom spell {old} to {new}</source>
        <translation>تغییر نام افسون سفارشی {old} به {new}</translation>
    </message>
    <message>
        <source>{spell} needs {module}</source>
        <translation>{spell} به {module} نیاز دارد</translation>
    </message>
    <message>
        <source>{spell} no longer needs {module}</source>
        <translation>{spell} دیگر به {module} نیاز ندارد</translation>
    </message>
    <message>
        <source>Remove custom spell {spell}</source>
        <translation>حذف افسون سفارشی {spell}</translation>
    </message>
    <message>
        <source>Set title</source>
        <translation>تعیین عنوان</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>تعیین نویسنده</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>تعیین یادداشت‌ها</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>Each module&apos;s letter in a custom spell&apos;s row (the tooltips name them).</extracomment>
        <translation>چ</translation>
    </message>
    <message>
        <source>S</source>
        <translation>ت</translation>
    </message>
    <message>
        <source>H</source>
        <translation>ع</translation>
    </message>
    <message>
        <source>R</source>
        <translation>ک</translation>
    </message>
    <message>
        <source>M</source>
        <translation>ب</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>The sections and the JSON pointers whose issues each shows.</extracomment>
        <translation>شناسه</translation>
    </message>
    <message>
        <source>needs the {module}</source>
        <translation>نیازمند {module}</translation>
    </message>
    <message>
        <source>remove this custom spell (also from the spells)</source>
        <translation>حذف این افسون سفارشی (از میان افسون‌ها هم)</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>چیدمان</translation>
    </message>
    <message>
        <source> players</source>
        <translation> بازیکن</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>عنوان</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>نویسنده</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <source>Running course</source>
        <translation>مسیر حرکت</translation>
    </message>
    <message>
        <source> landscape tiles</source>
        <translation> کاشی منظره</translation>
    </message>
    <message>
        <source> spaces each</source>
        <translation> خانه در هر کاشی</translation>
    </message>
    <message>
        <source>the towers on the first nine landscape spaces</source>
        <translation>برج‌ها روی نخستین نُه خانهٔ منظره</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>کاشی‌ها</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>خانه‌ها</translation>
    </message>
    <message>
        <source>Towers</source>
        <translation>برج‌ها</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>ماژول‌ها</translation>
    </message>
    <message>
        <source>Webs on</source>
        <translation>تار روی</translation>
    </message>
    <message>
        <source>fountain {fountain}</source>
        <translation>چشمهٔ {fountain}</translation>
    </message>
    <message>
        <source>Magic spells</source>
        <translation>افسون‌های جادویی</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>بذر </translation>
    </message>
    <message>
        <source>Draw 5</source>
        <translation>کشیدن ۵</translation>
    </message>
    <message>
        <source>draw five spells at random from the viable ones, with the seed</source>
        <translation>کشیدن تصادفی پنج افسون از میان افسون‌های قابل‌استفاده، با بذر</translation>
    </message>
    <message>
        <source>None</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <source>name no spell: they are drawn at the table</source>
        <translation>هیچ افسونی تعیین نشود: سر میز کشیده می‌شوند</translation>
    </message>
    <message>
        <source>Custom spells</source>
        <translation>افسون‌های سفارشی</translation>
    </message>
    <message>
        <source>Add custom spell</source>
        <translation>افزودن افسون سفارشی</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>یادداشت‌ها</translation>
    </message>
    <message>
        <source>the first nine landscape spaces (default)</source>
        <translation>نخستین نُه خانهٔ منظره (پیش‌فرض)</translation>
    </message>
    <message>
        <source>spaces {spaces}</source>
        <translation>خانه‌های {spaces}</translation>
    </message>
    <message>
        <source>{spell} (unknown spell)</source>
        <translation>{spell} (افسون ناشناخته)</translation>
    </message>
    <message>
        <source>{spell} (needs the {modules})</source>
        <translation>{spell} (نیازمند {modules})</translation>
    </message>
    <message>
        <source>a spell of this set-up&apos;s own</source>
        <translation>افسونی ویژهٔ همین چیدمان</translation>
    </message>
    <message>
        <source>{effect} Needs: {modules}.</source>
        <translation>{effect} نیازمند: {modules}.</translation>
    </message>
    <message>
        <source>{count} of {total} named · {viable} viable, {draws} different draws of five</source>
        <translation>{count} از {total} تعیین‌شده · {viable} قابل‌استفاده، {draws} حالت متفاوت برای کشیدن پنج افسون</translation>
    </message>
    <message>
        <source>none named: drawn at the table · {viable} viable, {draws} different draws of five</source>
        <translation>هیچ‌کدام تعیین نشده: سر میز کشیده می‌شوند · {viable} قابل‌استفاده، {draws} حالت متفاوت برای کشیدن پنج افسون</translation>
    </message>
    <message>
        <source>the tower</source>
        <extracomment>Each piece as the status bar names it (by its kind, as `Pieces.at` gives it).</extracomment>
        <translation>برج</translation>
    </message>
    <message>
        <source>the magic tower</source>
        <translation>برج جادویی</translation>
    </message>
    <message>
        <source>the hag</source>
        <translation>عجوزه</translation>
    </message>
    <message>
        <source>the raven</source>
        <translation>کلاغ</translation>
    </message>
    <message>
        <source>{space}: {pieces}</source>
        <translation>{space}: {pieces}</translation>
    </message>
    <message>
        <source>Order of effects: 1 hag, 2 elixir fountain, 3 raven, 4 magic tower.</source>
        <extracomment>Milliseconds the animation spends on one space (and at most on a whole movement).</extracomment>
        <translation>ترتیب اثرها: ۱ عجوزه، ۲ چشمهٔ اکسیر، ۳ کلاغ، ۴ برج جادویی.</translation>
    </message>
    <message>
        <source>click a figure on the course</source>
        <translation>روی یک مهره در مسیر کلیک کنید</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> گام</translation>
    </message>
    <message>
        <source>negative: anticlockwise (keys + and - too)</source>
        <translation>منفی: پادساعتگرد (کلیدهای + و - هم)</translation>
    </message>
    <message>
        <source>Move again</source>
        <translation>حرکت دوباره</translation>
    </message>
    <message>
        <source>play the movement again (key R)</source>
        <translation>نمایش دوبارهٔ حرکت (کلید R)</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>مهره</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>گام‌ها</translation>
    </message>
    <message>
        <source>Where does it land?</source>
        <translation>کجا فرود می‌آید؟</translation>
    </message>
    <message>
        <source>Click a figure on the course (click again for the next one there, then a wizard), choose the steps: where it lands and what fires</source>
        <translation>روی یک مهره در مسیر کلیک کنید (کلیک دوباره برای مهرهٔ بعدی همان‌جا، سپس یک جادوگر) و تعداد گام‌ها را انتخاب کنید: کجا فرود می‌آید و چه اثرهایی رخ می‌دهد</translation>
    </message>
    <message>
        <source>Not resolved: the set-up has {count} error (first: {code} {message}). Fix them first (see Issues).</source>
        <translation>محاسبه نشد: چیدمان {count} خطا دارد ({code} {message}). نخست آن را رفع کنید (مشکل‌ها را ببینید).</translation>
    </message>
    <message>
        <source>Not resolved: the set-up has {count} errors (first: {code} {message}). Fix them first (see Issues).</source>
        <translation>محاسبه نشد: چیدمان {count} خطا دارد (نخستین: {code} {message}). نخست آن‌ها را رفع کنید (مشکل‌ها را ببینید).</translation>
    </message>
    <message>
        <source>Not resolved: the course has no room for the start positions.</source>
        <translation>محاسبه نشد: در مسیر برای جایگاه‌های شروع جا نیست.</translation>
    </message>
    <message>
        <source>Not resolved: {reason}.</source>
        <translation>محاسبه نشد: {reason}.</translation>
    </message>
    <message>
        <source>{effects}, then {effect}</source>
        <translation>{effects}، سپس {effect}</translation>
    </message>
    <message>
        <source>Click a figure on the course, then choose the steps.</source>
        <translation>روی یک مهره در مسیر کلیک کنید، سپس تعداد گام‌ها را انتخاب کنید.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{figure}&lt;/b&gt; moves {steps} steps clockwise</source>
        <translation>&lt;b&gt;{figure}&lt;/b&gt; {steps} گام ساعتگرد حرکت می‌کند</translation>
    </message>
    <message>
        <source>&lt;b&gt;{figure}&lt;/b&gt; moves {steps} steps anticlockwise</source>
        <translation>&lt;b&gt;{figure}&lt;/b&gt; {steps} گام پادساعتگرد حرکت می‌کند</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not allowed:&lt;/b&gt; {reason}</source>
        <translation>&lt;b&gt;مجاز نیست:&lt;/b&gt; {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lands on {space}&lt;/b&gt;</source>
        <translation>&lt;b&gt;روی {space} فرود می‌آید&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No effect fires.</source>
        <translation>هیچ اثری رخ نمی‌دهد.</translation>
    </message>
    <message>
        <source>Effects, in order:</source>
        <translation>اثرها، به ترتیب:</translation>
    </message>
    <message>
        <source>Drag a tower to another landscape space to change where it starts; the magic tower, the hag and the raven follow the rules</source>
        <translation>برای تغییر جای شروع یک برج، آن را به خانهٔ منظرهٔ دیگری بکشید؛ برج جادویی، عجوزه و کلاغ از قواعد پیروی می‌کنند</translation>
    </message>
    <message>
        <source>the tower on space {space}: drop it on a landscape space</source>
        <translation>برج روی خانهٔ {space}: آن را روی یک خانهٔ منظره رها کنید</translation>
    </message>
    <message>
        <source>press on a tower to move it (the magic tower follows the towers)</source>
        <translation>برای جابه‌جا کردن یک برج، آن را بگیرید و بکشید (برج جادویی به دنبال برج‌ها می‌آید)</translation>
    </message>
    <message>
        <source>not moved: {reason}</source>
        <translation>جابه‌جا نشد: {reason}</translation>
    </message>
    <message>
        <source>the tower starts on space {space}</source>
        <translation>برج از خانهٔ {space} شروع می‌کند</translation>
    </message>
</context>
<context>
    <name>WanderingPrinting</name>
    <message>
        <source>1 Hag: a wizard ending where the hag stands empties a full flask.</source>
        <extracomment>The set-up card&apos;s height over its width. The rulebook&apos;s order of effects where a figure lands, and what happens on the way.</extracomment>
        <translation>۱ عجوزه: جادوگری که حرکتش جایی که عجوزه ایستاده تمام شود، یک شیشهٔ پر را خالی می‌کند.</translation>
    </message>
    <message>
        <source>2 Elixir fountain: a wizard ending on a fountain fills an empty flask.</source>
        <translation>۲ چشمهٔ اکسیر: جادوگری که حرکتش روی چشمه تمام شود، یک شیشهٔ خالی را پر می‌کند.</translation>
    </message>
    <message>
        <source>3 Raven: a wizard ending where the raven stands gets a feather (at most 3).</source>
        <translation>۳ کلاغ: جادوگری که حرکتش جایی که کلاغ ایستاده تمام شود، یک پَر می‌گیرد (حداکثر ۳).</translation>
    </message>
    <message>
        <source>4 Magic tower: a wizard ending on the magic tower uses a spell for free.</source>
        <translation>۴ برج جادویی: جادوگری که حرکتش روی برج جادویی تمام شود، یک افسون را رایگان به کار می‌برد.</translation>
    </message>
    <message>
        <source>On the way: a movement ending on a web continues by the steps that reached it (a web is never occupied); the hag and the raven never land on the raven castle but move one space further. Towers may not end on the castle, a fountain or the magic tower.</source>
        <translation>در میانهٔ راه: حرکتی که روی تار تمام شود، به اندازهٔ گام‌هایی که به آن رسیده ادامه می‌یابد (تار هرگز اشغال نمی‌شود)؛ عجوزه و کلاغ هرگز روی قلعهٔ کلاغ فرود نمی‌آیند، بلکه یک خانه جلوتر می‌روند. حرکت برج‌ها نباید روی قلعه، چشمه یا برج جادویی تمام شود.</translation>
    </message>
    <message>
        <source>{modules} and the {module}</source>
        <translation>{modules} و {module}</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>ماژول‌ها</translation>
    </message>
    <message>
        <source>{fountain} on space {space}</source>
        <translation>{fountain} روی خانهٔ {space}</translation>
    </message>
    <message>
        <source>Fountains: {fountains}; no webs.</source>
        <translation>چشمه‌ها: {fountains}؛ بدون تار.</translation>
    </message>
    <message>
        <source>Fountains: {fountains}; webs on {web}.</source>
        <translation>چشمه‌ها: {fountains}؛ تار روی {web}.</translation>
    </message>
    <message>
        <source>Fountains: {fountains}; webs on {web} and {other}.</source>
        <translation>چشمه‌ها: {fountains}؛ تار روی {web} و {other}.</translation>
    </message>
    <message>
        <source>Towers on spaces {spaces}</source>
        <translation>برج‌ها روی خانه‌های {spaces}</translation>
    </message>
    <message>
        <source>No towers</source>
        <translation>بدون برج</translation>
    </message>
    <message>
        <source>the magic tower on {space}</source>
        <translation>برج جادویی روی {space}</translation>
    </message>
    <message>
        <source>the hag and the raven on {space}</source>
        <translation>عجوزه و کلاغ روی {space}</translation>
    </message>
    <message>
        <source>the hag on {space}</source>
        <translation>عجوزه روی {space}</translation>
    </message>
    <message>
        <source>the raven on {space}</source>
        <translation>کلاغ روی {space}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
    <message>
        <source>Magic spells</source>
        <translation>افسون‌های جادویی</translation>
    </message>
    <message>
        <source>{spell} — the set-up&apos;s own spell (needs the {modules}).</source>
        <translation>{spell} — افسون ویژهٔ این چیدمان (نیازمند {modules}).</translation>
    </message>
    <message>
        <source>{spell} — the set-up&apos;s own spell (needs no module).</source>
        <translation>{spell} — افسون ویژهٔ این چیدمان (بی‌نیاز از ماژول).</translation>
    </message>
    <message>
        <source>Drawn at the table: shuffle the {viable} viable spells and draw {count} ({draws} different draws).</source>
        <translation>کشیده‌شده سر میز: {viable} افسون قابل‌استفاده را بُر بزنید و {count} تا بکشید ({draws} حالت متفاوت).</translation>
    </message>
    <message>
        <source>{spell} — the set-up&apos;s own spell (needs the {modules}); not in play.</source>
        <translation>{spell} — افسون ویژهٔ این چیدمان (نیازمند {modules})؛ در بازی نیست.</translation>
    </message>
    <message>
        <source>{spell} — the set-up&apos;s own spell (needs no module); not in play.</source>
        <translation>{spell} — افسون ویژهٔ این چیدمان (بی‌نیاز از ماژول)؛ در بازی نیست.</translation>
    </message>
    <message>
        <source>Order of effects where a figure lands</source>
        <translation>ترتیب اثرها در جای فرود مهره</translation>
    </message>
    <message>
        <source>Wandering Towers set-up · {players} players · {spaces} spaces ({tiles} tile of {size})</source>
        <translation>چیدمان Wandering Towers · {players} بازیکن · {spaces} خانه ({tiles} کاشی با {size} خانه)</translation>
    </message>
    <message>
        <source>Wandering Towers set-up · {players} players · {spaces} spaces ({tiles} tiles of {size})</source>
        <translation>چیدمان Wandering Towers · {players} بازیکن · {spaces} خانه ({tiles} کاشی با {size} خانه)</translation>
    </message>
    <message>
        <source>Set-up card · made with mazewright</source>
        <translation>کارت چیدمان · ساخته‌شده با mazewright</translation>
    </message>
    <message>
        <source>M</source>
        <extracomment>Scene units per space along the ring (the editor&apos;s 100 % zoom). The ring&apos;s width, in cells. The smallest ring&apos;s radius, in cells (room for the title in the middle). Points per arc of a space&apos;s outline. What each figure is called in words and its letter (print relies on shape and letter).</extracomment>
        <translation>ب</translation>
    </message>
    <message>
        <source>H</source>
        <translation>ع</translation>
    </message>
    <message>
        <source>R</source>
        <translation>ک</translation>
    </message>
    <message>
        <source>W</source>
        <translation>ج</translation>
    </message>
    <message>
        <source>Wandering Towers</source>
        <translation>Wandering Towers</translation>
    </message>
    <message>
        <source>{spaces} spaces · {players} players
clockwise from the castle</source>
        <translation>{spaces} خانه · {players} بازیکن
ساعتگرد از قلعه</translation>
    </message>
</context>
</TS>
