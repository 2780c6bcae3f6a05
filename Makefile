# RecipeGrid — `make run` opens the app on the bundled cookbook, `make test` runs every test.
# Both install the Debian packages the project needs first (scripts/install-deps.sh).

SWIFT ?= swift
BIN_DEBUG := .build/debug/recipegrid
BIN_RELEASE := .build/release/recipegrid

.PHONY: all deps build release run test unit e2e screenshots format clean

all: build

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: release
	$(BIN_RELEASE)

# Unit tests need no display; end-to-end tests start their own Xvfb unless a display is given.
test: build
	$(SWIFT) test

unit: build
	$(SWIFT) test --filter RecipeGridTests

e2e: build
	$(SWIFT) test --filter EndToEndTests

screenshots: release
	./scripts/screenshot.sh $(BIN_RELEASE) docs/grid.png --geometry 1180x780
	./scripts/screenshot.sh $(BIN_RELEASE) docs/grid-rtl-2x.png --geometry 1600x1000 --scale 2 --layout-direction rtl
	./scripts/tour.sh $(BIN_RELEASE) docs/tour

format:
	$(SWIFT) format -i -r Sources Tests

clean:
	rm -rf .build
