# RecipeGrid — `make run` opens the app on the bundled cookbook, `make test` runs every test.
# Both install the Debian packages the project needs first (scripts/install-deps.sh).
# `make long`, `make soak`, `make fuzz`, `make asan` and `make tsan` are the long runs. `make bench`
# measures RecipeGrid beside its floors (bench/floor.c), nsxiv and GTK4 (bench/README.md);
# `make bench-check` fails when RecipeGrid breaks the gate's rules there (its key rows as
# ratios to the blit floor of the same run against bench/baseline.json, the rest against a
# baseline of the machine it runs on, the first search within 16 ms). None of these runs whole in
# `make test`, which builds each of them so that none can rot unseen.

SWIFT ?= swift
BIN_DEBUG := .build/debug/recipegrid
BIN_RELEASE := .build/release/recipegrid
PROBE := .build/probe
FLOOR := .build/floor
BENCH_DEPS := nsxiv xdotool imagemagick python3-gi gir1.2-gtk-4.0 libxdamage-dev libxfixes-dev libxtst-dev libxft-dev gcc libc6-dev
BENCH_FLAGS := $(if $(RUNS),--runs $(RUNS)) $(if $(SIZES),--sizes $(SIZES))

.PHONY: all deps build locale pot po release link-order run install uninstall deb deb-check man test long unit e2e asan tsan soak screenshots format clean bench bench-check bench-baseline bench-deps bench-validate fuzz

all: build

deps:
	@./scripts/install-deps.sh

build: deps locale
	$(SWIFT) build

# The translations: each po/LANG.po checked and compiled into .build/locale, where a binary
# run from the build tree finds it (make install puts them under share/locale). `make pot`
# extracts the words from the sources into po/recipegrid.pot; `make po` merges it into each
# language (README, "Adding a language").
locale: deps
	./po/build.sh .build/locale

pot:
	./po/extract.sh

po: pot
	for language in $$(sed 's/#.*//' po/LINGUAS); do msgmerge --quiet --update --backup=none --no-wrap po/$$language.po po/recipegrid.pot; done

# The Swift runtime and Foundation linked in: only the pages the app uses are mapped, which
# takes about 6 MB off its memory, and the binary runs without the toolchain's libraries.
# So is libstdc++, which the runtime uses: the shared one kept 1.4 MB resident, linked in its
# pages take a few hundred KB. The driver asks for -lstdc++ after every flag given here, so a
# folder holding only the static library is searched first (-L). libstdc++.a comes with the
# libstdc++-NN-dev package the toolchain itself needs to link.
STATIC_CXX := $(CURDIR)/.build/static-cxx
# The functions it runs are linked first, together (scripts/link-order.sh says why; lld, with
# each function in a section of its own), which halves the code it keeps in memory. Its
# 80,000 relative relocations are packed (DT_RELR, glibc 2.36): the loader reads 15 KB of
# them at start instead of 1.9 MB. Its symbols are not exported (the Swift driver asks for
# -export-dynamic): nothing looks them up, Cups and Pango are found with dlsym on their own
# handles, and the table took 0.3 MB (scripts/memory-map.py shows where the memory goes).
# The functions that have no symbol to order by are linked together before them
# (scripts/link-order.ld).
LINK_ORDER := -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=$(CURDIR)/scripts/link-order.txt -Xlinker --no-warn-symbol-ordering \
	-Xlinker --script=$(CURDIR)/scripts/link-order.ld \
	-Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic
# The accessibility module (librecipegrid-accessibility.so, opened only when assistive
# technology is on) is built with the same flags: the Swift runtime's static library is
# then what the link finds, and nothing of it is needed, so the module needs no toolchain.
RELEASE_FLAGS := -Xswiftc -static-stdlib -Xswiftc -L$(STATIC_CXX) $(LINK_ORDER)
release: deps locale
	@archive=$$(clang -print-file-name=libstdc++.a) && test -f "$$archive" || { echo "libstdc++.a not found (libstdc++-dev)"; exit 1; }; \
	mkdir -p $(STATIC_CXX) && ln -sf "$$archive" $(STATIC_CXX)/libstdc++.a
	$(SWIFT) build -c release --product recipegrid $(RELEASE_FLAGS)
	$(SWIFT) build -c release --product recipegrid-accessibility $(RELEASE_FLAGS)

# Rewrites scripts/link-order.txt from a profile of the release build (about three minutes).
link-order: release
	@./scripts/install-deps.sh valgrind xdotool
	./scripts/link-order.sh $(BIN_RELEASE)

run: release
	$(BIN_RELEASE) assets/cookbook

# The binary with its accessibility module (in lib/recipegrid), the bundled cookbook, the
# .desktop file, the icon in the hicolor sizes and the man page under PREFIX (default
# ~/.local); `make uninstall PREFIX=…` removes them.
PREFIX ?= $(HOME)/.local
MAN := .build/man/recipegrid.1

install: release man
	./scripts/install.sh install $(PREFIX) $(BIN_RELEASE) $(MAN)

uninstall:
	./scripts/install.sh uninstall $(PREFIX)

# The Debian package, .build/deb/recipegrid_VERSION_ARCH.deb: the release binary (the Swift
# runtime linked in) and everything make install puts in place, under /usr. make test builds
# it and checks it (scripts/check-deb.sh: contents, lintian, Depends, no toolchain needed).
deb: release man
	./scripts/make-deb.sh $(BIN_RELEASE) $(MAN)

deb-check: deb
	./scripts/check-deb.sh

# The man page, generated from the argument parser by its generate-manual plugin. The
# plugin builds the package in release mode itself, without -static-stdlib: in a build
# folder of its own, so that it does not replace the binary `make release` made.
man: deps
	@mkdir -p $(dir $(MAN))
	$(SWIFT) package --scratch-path .build-man --allow-writing-to-directory $(dir $(MAN)) generate-manual --output-directory $(dir $(MAN))

# Unit tests need no display; end-to-end tests start their own Xvfb unless a display is given.
# Then the long runs are built and checked so that they cannot rot unseen: every fuzz target
# runs a fixed number of inputs from its seeds (fuzz/run.sh --smoke), the bench's probe and
# floor are built and its baseline checked against the rows the gate reads, and the soak test, part of
# the end-to-end suite, is compiled with it (it runs only under `make soak`).
test: build
	$(SWIFT) test
	./fuzz/run.sh --smoke
	$(MAKE) --no-print-directory bench-validate
	$(MAKE) --no-print-directory deb-check

bench-validate: $(PROBE) $(FLOOR)
	python3 -m py_compile bench/run.py bench/make_cookbook.py bench/gtk4_grid.py bench/photos.py bench/make_photo_cookbook.py bench/watch.py scripts/memory-map.py
	python3 bench/run.py --validate

# The whole suite with the long tests at full length (README, "Testing, and the long runs"):
# the same test binary `make test` builds, told by RECIPEGRID_LONG to run all of each.
long: build
	RECIPEGRID_LONG=1 $(SWIFT) test

unit: build
	$(SWIFT) test --filter 'RecipeGridCoreTests|RecipeGridTests'

e2e: build
	$(SWIFT) test --filter EndToEndTests

# The whole test suite, unit and end-to-end, against sanitizer builds of the tests and of the
# app (the e2e tests start .build-SAN/debug/recipegrid). `make asan` adds UndefinedBehavior-
# Sanitizer, which also checks the project's C (the accessibility objects). Reports go to
# .build-SAN/reports/ as well as failing the run: a report in a child process that is stopped
# on purpose would otherwise go unseen. Leaks are not checked: Xlib, fontconfig and the Swift
# runtime keep their caches until exit. Neither is part of `make test` (each takes a full
# build and about twice the suite's time; RECIPEGRID_SANITIZED gives the random-action test's
# 10,000-recipe case a tenth of its actions); run them after touching threads, C or unsafe code.
SANITIZE = $(SWIFT) build --build-tests $(1) --scratch-path .build-$(2) && \
	rm -rf .build-$(2)/reports && mkdir -p .build-$(2)/reports && \
	RECIPEGRID_BIN=$(CURDIR)/.build-$(2)/debug/recipegrid RECIPEGRID_SANITIZED=1 $(3) $(SWIFT) test --skip-build $(1) --scratch-path .build-$(2) $(TEST_FILTER) && \
	./scripts/sanitizer-reports.sh .build-$(2)/reports

asan: deps
	$(call SANITIZE,--sanitize=address -Xcc -fsanitize=undefined -Xcc -fno-sanitize=function,asan,\
		ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:log_path=$(CURDIR)/.build-asan/reports/asan \
		UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:log_path=$(CURDIR)/.build-asan/reports/ubsan)

tsan: deps
	$(call SANITIZE,--sanitize=thread,tsan,\
		TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1:log_path=$(CURDIR)/.build-tsan/reports/tsan)

# 20,000 real key presses (held keys among them) against the release build; prints the
# keys sent and the peak memory after the first thousand and at the end. Not in `make test`.
soak: release
	RECIPEGRID_SOAK=1 RECIPEGRID_BIN=$(BIN_RELEASE) $(SWIFT) test --filter SoakEndToEndTests

# Every README picture is the program's own --screenshot, some after --screenshot-keys.
screenshots: release
	./scripts/screenshot.sh $(BIN_RELEASE) docs/grid.png assets/cookbook --geometry 1180x780
	# A first run, in a home of its own with a ~/Recipes folder to find.
	home=$$(mktemp -d) && mkdir -p $$home/Recipes && cp -R assets/samples/nextcloud/. $$home/Recipes/ && \
	HOME=$$home XDG_CONFIG_HOME=$$home/.config ./scripts/screenshot.sh $(BIN_RELEASE) docs/welcome.png --geometry 1180x780; \
	status=$$?; rm -rf $$home; exit $$status
	./scripts/screenshot.sh $(BIN_RELEASE) docs/photos.png assets/samples/nextcloud --geometry 1180x780
	./scripts/screenshot.sh $(BIN_RELEASE) docs/detail.png assets/samples/nextcloud --geometry 1180x780 --screenshot-keys "Right Right Return Tab Right Right"
	./scripts/screenshot.sh $(BIN_RELEASE) docs/grocery.png assets/cookbook --geometry 1180x780 --screenshot-keys "Right space Right Right space Ctrl+g Ctrl+l"
	./scripts/screenshot.sh $(BIN_RELEASE) docs/aisles.png assets/cookbook --geometry 1180x780 --screenshot-keys "Right space Right Right space Ctrl+g Ctrl+l Alt+v l a"
	./scripts/screenshot.sh $(BIN_RELEASE) docs/help.png assets/cookbook --geometry 1180x780 --theme dark --screenshot-keys "Ctrl+l Shift+Tab F1"
	./scripts/screenshot.sh $(BIN_RELEASE) docs/servings.png assets/samples/nextcloud --geometry 1180x780 --screenshot-keys "Return plus plus plus plus Ctrl+u"
	./scripts/screenshot.sh $(BIN_RELEASE) docs/cooking.png assets/samples/nextcloud --geometry 1180x780 --screenshot-keys "Right Return Ctrl+k Right Right t Right t"
	./scripts/screenshot.sh $(BIN_RELEASE) docs/editor.png assets/samples/cooklang --geometry 1180x780 --screenshot-keys "Right F2 Tab Tab Tab Tab Tab Tab Tab Tab Tab"
	./scripts/screenshot.sh $(BIN_RELEASE) docs/grid-rtl-2x.png assets/cookbook --geometry 1600x1000 --scale 2 --layout-direction rtl
	./scripts/screenshot.sh $(BIN_RELEASE) docs/korean.png Tests/Fixtures/cjk/korean.json --geometry 1180x780 --screenshot-keys "Right Return"
	./scripts/tour.sh $(BIN_RELEASE) docs/tour

bench: bench-deps release $(PROBE) $(FLOOR)
	python3 bench/run.py $(BENCH_FLAGS)

bench-check: bench-deps release $(PROBE) $(FLOOR)
	python3 bench/run.py --check $(BENCH_FLAGS)

bench-baseline: bench-deps release $(PROBE) $(FLOOR)
	python3 bench/run.py --write-baseline $(BENCH_FLAGS)

bench-deps:
	@./scripts/install-deps.sh $(BENCH_DEPS)

$(PROBE): bench/probe.c
	@mkdir -p $(@D)
	gcc -O2 -Wall -o $@ bench/probe.c $$(pkg-config --cflags --libs x11 xdamage xfixes xtst)

# The floors: RecipeGrid's grid and keys drawn by the least Xlib code (bench/floor.c).
$(FLOOR): bench/floor.c
	@mkdir -p $(@D)
	gcc -O2 -Wall -o $@ bench/floor.c $$(pkg-config --cflags --libs x11 xft)

format:
	$(SWIFT) format -i -r Sources Tests

clean:
	rm -rf .build

# libFuzzer and AddressSanitizer on the core's readers (cookbook files, ingredient lines, saved
# web pages, the state file, the cookbook index): FUZZ_SECONDS each (600), one after the other on one core, from a
# release build of the fuzz package (fuzz/Package.swift). Findings in .build-fuzz/crashes-*;
# see fuzz/README.md. `make test` runs a short fixed number of inputs of each (fuzz/run.sh --smoke).
FUZZ_SECONDS ?= 600
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) ./fuzz/run.sh
