<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa" sourcelanguage="en">
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
</context>
<context>
    <name>Toolbox</name>
    <message>
        <source>Tools</source>
        <translation>ابزارها</translation>
    </message>
</context>
</TS>
