// ATK and its AT-SPI bridge, for the C accessibility target (CAccessibility) only.
#include <atk/atk.h>
#include <atk-bridge.h>
