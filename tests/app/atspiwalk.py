# SPDX-License-Identifier: GPL-3.0-or-later
"""What a screen reader (Orca) meets in pe-workbench, walked over AT-SPI (issue 26).

ctest runs it as atspi_walk_<language> (tests/CMakeLists.txt), every lesson in one language, in
its own X server and D-Bus session; by hand:
    xvfb-run -a dbus-run-session -- /usr/bin/python3 \
        tests/app/atspiwalk.py build/default/app/pe-workbench LANGUAGE LESSON [LESSON ...]
(needs python3-pyatspi, at-spi2-core, dbus-daemon, xvfb: scripts/packages.txt). The app runs
with a fresh HOME, so no saved layout changes what is walked.
For each lesson it starts the app with --language LANGUAGE --lesson LESSON, walks the main window
(first lesson only) and every step of the lesson from step 1 (pressing Next through AT-SPI), and
prints:
    FAIL <where>: <what>     a problem a screen-reader user meets
    COUNT <what> <number>    what was seen (tables, checkable menu items, steps, ...)
    DONE                     the walk finished
"""
import os
import re
import subprocess
import shutil
import sys
import tempfile
import time

import pyatspi

MNEMONIC = re.compile(r"(?<![A-Za-z0-9_])\([A-Z]\)|&(?=\w)")
NEXT = {"en": "Next ›", "ja": "次へ ›", "zh_TW": "下一步 ›"}
STEP = re.compile(r"^(\d+) ?[·⋅・.] ")  # "3 · Title"; Chinese writes "3. Title" or "3 ⋅ Title"
# Roles named by their text or by what they hold; a focusable one still needs a name.
QUIET = {pyatspi.ROLE_LABEL, pyatspi.ROLE_STATIC, pyatspi.ROLE_FILLER, pyatspi.ROLE_SEPARATOR,
         pyatspi.ROLE_PANEL, pyatspi.ROLE_UNKNOWN, pyatspi.ROLE_INVALID}
ACTIVE = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_RADIO_BUTTON,
          pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_SLIDER,
          pyatspi.ROLE_DIAL, pyatspi.ROLE_ENTRY, pyatspi.ROLE_TEXT, pyatspi.ROLE_PAGE_TAB,
          pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM,
          pyatspi.ROLE_MENU, pyatspi.ROLE_TABLE, pyatspi.ROLE_LIST, pyatspi.ROLE_TREE,
          pyatspi.ROLE_TOGGLE_BUTTON}

counts = {}


def count(what, n=1):
    counts[what] = counts.get(what, 0) + n


def fail(where, what):
    print("FAIL %s: %s" % (where, what), flush=True)


def find_app(pid, timeout):
    desktop = pyatspi.Registry.getDesktop(0)
    end = time.time() + timeout
    while time.time() < end:
        for k in range(desktop.childCount):
            try:
                app = desktop.getChildAtIndex(k)
                if app is not None and app.get_process_id() == pid:
                    return app
            except Exception:
                pass
        time.sleep(0.1)
    return None


def windows(app, timeout, wanted):
    end = time.time() + timeout
    found = []
    while time.time() < end:
        found = [app.getChildAtIndex(k) for k in range(app.childCount)]
        found = [w for w in found if w is not None
                 and w.getState().contains(pyatspi.STATE_SHOWING)]
        if len(found) >= wanted:
            return found
        time.sleep(0.1)
    return found


def check_table(node, where):
    lesson = where != "main window"
    count("lesson tables" if lesson else "tables")
    try:
        table = node.queryTable()
    except NotImplementedError:
        fail(where, "a table without the table interface")
        return
    if table.nRows < 1 or table.nColumns < 1:
        # An empty table is what a reader meets only once it is on screen: one in a tab behind
        # another may be empty because the view hides it until it has rows (the Training results
        # before a run; tst_trainingresults checks that in the process).
        if showing(node):
            fail(where, "table %r has %d rows, %d columns" % (node.name, table.nRows,
                                                               table.nColumns))
        return
    # A matrix is named by its caption ("W_Q (8 × 8)"), not read as its column numbers.
    if re.fullmatch(r"[\d,\s]*", node.name or ""):
        fail(where, "table named %r: by its column numbers, not by what it is" % node.name)
    # A matrix's corner (column 0, above the row headers) may be empty.
    for c in range(1 if table.nColumns > 1 else 0, table.nColumns):
        header = table.getColumnHeader(c)
        if header is None or not header.name:
            fail(where, "table %r: column %d has no header" % (node.name, c))
    last = table.getAccessibleAt(table.nRows - 1, table.nColumns - 1)
    if last is None or last.getRole() != pyatspi.ROLE_TABLE_CELL:
        fail(where, "table %r: no cell at the last row and column" % node.name)
    elif lesson and table.nColumns > 1 and table.getRowHeader(table.nRows - 1) is None:
        fail(where, "table %r: its last row has no header" % node.name)
    count("lesson table cells" if lesson else "table cells", table.nRows * table.nColumns)


def walk(node, where, showing_only, depth=0):
    """Every focusable or operable object is named, without a mnemonic; tables are tables."""
    if node is None or depth > 60:
        return
    try:
        role = node.getRole()
        states = node.getState()
        name = node.name or ""
    except Exception:
        return
    if showing_only and not states.contains(pyatspi.STATE_SHOWING) \
            and role not in (pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM,
                             pyatspi.ROLE_RADIO_MENU_ITEM, pyatspi.ROLE_MENU):
        return
    count("objects")
    operable = role in ACTIVE or (states.contains(pyatspi.STATE_FOCUSABLE) and role not in QUIET)
    if operable:
        if not name.strip():
            up = node.parent
            fail(where, "a %s without a name (%s), in %s %r" % (
                node.getRoleName(), node.description[:60], up.getRoleName() if up else "-",
                (up.name or "")[:40] if up else ""))
        elif MNEMONIC.search(name):
            fail(where, "%s %r is read with its mnemonic" % (node.getRoleName(), name))
    in_menu = node.parent is not None and node.parent.getRole() in (pyatspi.ROLE_MENU,
                                                                   pyatspi.ROLE_POPUP_MENU)
    if in_menu and (role in (pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM,
                             pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_RADIO_BUTTON)
                    or states.contains(pyatspi.STATE_CHECKABLE)):
        count("checkable menu items")
    if role == pyatspi.ROLE_MENU_ITEM and states.contains(pyatspi.STATE_CHECKED) \
            and not states.contains(pyatspi.STATE_CHECKABLE):
        fail(where, "menu item %r is checked but read as a plain menu item" % name)
    if role == pyatspi.ROLE_TABLE:
        # A lesson table (or an item view): headers and cells, checked through the table
        # interface; its cells are plain text, not walked one by one.
        check_table(node, where)
        return
    for k in range(node.childCount):
        try:
            child = node.getChildAtIndex(k)
        except Exception:
            continue
        walk(child, where, showing_only, depth + 1)


def clock_rows(node, where, depth=0):
    """The rows of clock dials: a description (what they show) and a name."""
    if node is None or depth > 60:
        return
    try:
        if not node.getState().contains(pyatspi.STATE_SHOWING):
            return
        desc = node.description or ""
    except Exception:
        return
    if node.getRole() == pyatspi.ROLE_TABLE:
        return
    if re.search(r"\d+(\.\d+)? ?rad|[:：] ", desc) and node.childCount == 0 \
            and node.getRole() not in (pyatspi.ROLE_LABEL, pyatspi.ROLE_STATIC):
        count("described figures")
        if not (node.name or "").strip():
            fail(where, "a figure described %r has no name" % desc[:60])
    for k in range(node.childCount):
        clock_rows(node.getChildAtIndex(k), where, depth + 1)


def find(node, test, depth=0):
    """The first showing node that passes test; tables are not searched."""
    if node is None or depth > 60:
        return None
    try:
        if not showing(node):
            return None
        if test(node):
            return node
        if node.getRole() == pyatspi.ROLE_TABLE:
            return None
        n = node.childCount
    except Exception:
        return None
    for k in range(n):
        hit = find(node.getChildAtIndex(k), test, depth + 1)
        if hit is not None:
            return hit
    return None


def showing(node):
    return node.getState().contains(pyatspi.STATE_SHOWING)


def current_step(wizard):
    page = find(wizard, lambda n: n.getRole() != pyatspi.ROLE_LABEL and showing(n)
                and STEP.match(n.name or "") is not None)
    return (int(STEP.match(page.name).group(1)), page) if page is not None else (None, None)


def walk_lesson(wizard, language, lesson):
    nxt = find(wizard, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON
               and n.name == NEXT[language])
    if nxt is None:
        fail(lesson, "no Next button named %r" % NEXT[language])
    walk(wizard, "%s step 1" % lesson, True)
    step, page = current_step(wizard)
    if step != 1:  # steps are counted from 1, as the lesson shows them
        fail(lesson, "the first page read is not step 1 (%r)" % step)
        return
    clock_rows(page, "%s step 1" % lesson)
    count("steps")
    while nxt is not None and showing(nxt) and nxt.getState().contains(pyatspi.STATE_ENABLED):
        action = nxt.queryAction()
        names = [action.getName(k) for k in range(action.nActions)]
        action.doAction(names.index("Press") if "Press" in names else 0)
        end = time.time() + 10
        while time.time() < end and showing(page):
            time.sleep(0.02)
        new, page = current_step(wizard)
        if new != step + 1:
            fail(lesson, "Next went from step %r to %r" % (step, new))
            return
        step = new
        where = "%s step %d" % (lesson, step)
        walk(page, where, True)
        clock_rows(page, where)
        count("steps")


def main():
    executable, language, lessons = sys.argv[1], sys.argv[2], sys.argv[3:]
    for index, lesson in enumerate(lessons):
        home = tempfile.mkdtemp(prefix="atspiwalk-")
        env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
                   QT_ACCESSIBILITY="1", HOME=home)
        # The registry up before the app asks for it; an app that came up before the bus was
        # ready never registers (seen under load): then once more.
        pyatspi.Registry.getDesktop(0)
        app = None
        for attempt in range(2):
            proc = subprocess.Popen([executable, "--language", language, "--lesson", lesson],
                                    env=env, stdout=subprocess.DEVNULL)
            app = find_app(proc.pid, 45)
            if app is not None:
                break
            proc.kill()
            proc.wait()
        try:
            if app is None:
                fail(lesson, "the app does not appear on the accessibility bus")
                continue
            tops = windows(app, 20, 2)
            wizard = None
            for top in tops:
                if find(top, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON
                        and n.name == NEXT[language]) is not None:
                    wizard = top
                elif index == 0:
                    walk(top, "main window", False)
            if wizard is None:
                fail(lesson, "no lesson window among %d windows" % len(tops))
                continue
            walk_lesson(wizard, language, lesson)
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
            shutil.rmtree(home, ignore_errors=True)
    for what in sorted(counts):
        print("COUNT %s %d" % (what, counts[what]), flush=True)
    print("DONE", flush=True)


if __name__ == "__main__":
    main()
