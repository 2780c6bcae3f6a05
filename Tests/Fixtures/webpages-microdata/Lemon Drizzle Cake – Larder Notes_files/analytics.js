/* analytics: nothing to see */
