// Linux calls the Glibc module leaves out, for Platform/Host: signalfd turns SIGTERM and
// SIGINT into a descriptor the event loop polls; mallopt tunes glibc's malloc.
#include <malloc.h>
#include <sys/signalfd.h>
