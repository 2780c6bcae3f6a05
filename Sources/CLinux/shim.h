// Linux calls the Glibc module leaves out, for Platform/Host: signalfd turns SIGTERM and
// SIGINT into a descriptor the event loop polls.
#include <sys/signalfd.h>
