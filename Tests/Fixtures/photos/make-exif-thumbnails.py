#!/usr/bin/env python3
"""Writes the photos with an embedded Exif thumbnail beside this script, as a camera stores
them: an APP1 Exif segment right after SOI whose first directory (IFD0) holds the
orientation and whose second (IFD1) names a small JPEG inside the segment.

    make-exif-thumbnails.py          (needs ImageMagick's convert)

exif-thumbnail.jpg          320x240 green picture, 160x120 red thumbnail, little-endian (II)
exif-thumbnail-sideways.jpg 240x320 green picture stored sideways (orientation 6), its
                            160x120 thumbnail red on the left half and blue on the right,
                            big-endian (MM)
The thumbnails differ from their pictures on purpose: a test can tell which one is drawn.
"""
import os
import struct
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))


def jpeg(*args):
    return subprocess.run(["convert", *args, "-quality", "85", "-strip", "jpg:-"], check=True, capture_output=True).stdout


def exif(thumbnail, orientation, little):
    order = "<" if little else ">"
    header = (b"II" if little else b"MM") + struct.pack(order + "HI", 42, 8)
    # IFD0 at 8: one entry (Orientation, SHORT), then the offset of IFD1
    ifd1_at = 8 + 2 + 12 + 4
    ifd0 = struct.pack(order + "H", 1) + struct.pack(order + "HHIHH", 0x0112, 3, 1, orientation, 0) + struct.pack(order + "I", ifd1_at)
    # IFD1: Compression 6 (JPEG), JPEGInterchangeFormat, JPEGInterchangeFormatLength; no next
    data_at = ifd1_at + 2 + 3 * 12 + 4
    ifd1 = (struct.pack(order + "H", 3) + struct.pack(order + "HHIHH", 0x0103, 3, 1, 6, 0)
            + struct.pack(order + "HHII", 0x0201, 4, 1, data_at) + struct.pack(order + "HHII", 0x0202, 4, 1, len(thumbnail))
            + struct.pack(order + "I", 0))
    body = b"Exif\0\0" + header + ifd0 + ifd1 + thumbnail
    return b"\xff\xe1" + struct.pack(">H", len(body) + 2) + body


def write(name, picture, thumbnail, orientation, little):
    assert picture[:2] == b"\xff\xd8"
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(picture[:2] + exif(thumbnail, orientation, little) + picture[2:])


write("exif-thumbnail.jpg", jpeg("-size", "320x240", "xc:#28A048"), jpeg("-size", "160x120", "xc:#D02828"), 1, True)
write("exif-thumbnail-sideways.jpg", jpeg("-size", "240x320", "xc:#28A048"),
      jpeg("-size", "160x120", "xc:#D02828", "-fill", "#2850C8", "-draw", "rectangle 80,0 159,119"), 6, False)
