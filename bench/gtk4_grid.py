#!/usr/bin/python3
"""The GTK4 peer of `make bench`: a window with a Gtk.GridView of N tiles.

    GSK_RENDERER=cairo /usr/bin/python3 bench/gtk4_grid.py N [--animations]

Each tile is a box with a label ("Recipe 000042"); the view is virtualised (only the
tiles in view have widgets) and the arrow keys move its single selection. The theme's
animations (the ~200 ms selection fade) and overlay scrollbars (which fade out a second
after each scroll) are off unless --animations is given, so "key -> last pixels" times
drawing, not a fade. No Gtk.Application, so no D-Bus is needed.
Needs Debian's python3-gi and gir1.2-gtk-4.0.
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

CSS = b".tile { padding: 8px; } .tile label { font-family: 'DejaVu Sans'; font-size: 11px; }"


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    animations = "--animations" in sys.argv[2:]
    Gtk.init()
    Gtk.Settings.get_default().set_property("gtk-enable-animations", animations)
    css = Gtk.CssProvider()
    css.load_from_data(CSS)
    Gtk.StyleContext.add_provider_for_display(Gdk.Display.get_default(), css,
                                              Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)

    names = Gtk.StringList.new([f"Recipe {i + 1:06d}" for i in range(n)])
    selection = Gtk.SingleSelection.new(names)
    factory = Gtk.SignalListItemFactory()

    def setup(_factory, item):
        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        box.add_css_class("tile")
        box.set_size_request(120, 80)
        box.append(Gtk.Label())
        item.set_child(box)

    def bind(_factory, item):
        item.get_child().get_first_child().set_text(item.get_item().get_string())

    factory.connect("setup", setup)
    factory.connect("bind", bind)
    grid = Gtk.GridView.new(selection, factory)
    grid.set_max_columns(64)

    scroller = Gtk.ScrolledWindow()
    scroller.set_policy(Gtk.PolicyType.NEVER, Gtk.PolicyType.AUTOMATIC)
    scroller.set_overlay_scrolling(animations)
    scroller.set_child(grid)

    loop = GLib.MainLoop()
    window = Gtk.Window(title=f"gtk4_grid {n}")
    window.set_default_size(800, 600)
    window.set_child(scroller)
    window.connect("close-request", lambda *_: loop.quit())
    window.connect("map", lambda *_: GLib.idle_add(lambda: grid.grab_focus() and False))
    window.present()
    loop.run()


if __name__ == "__main__":
    main()
