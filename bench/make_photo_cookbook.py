#!/usr/bin/env python3
"""Benchmark data: a Nextcloud Cookbook folder of N recipes, each with a phone photo.

    make_photo_cookbook.py N COOKBOOK_DIR

COOKBOOK_DIR/NNN Name/recipe.json (schema.org Recipe) beside full.jpg, a 4032x3024
JPEG of about 2 MB, as a phone takes them: a smooth colour field with sensor-like grain,
quality 88. Encoding 12 megapixels takes ImageMagick a few seconds, so 25 distinct
photos are made (in COOKBOOK_DIR-distinct) and each is hard-linked under every 25th recipe (a copy where links
fail): every recipe has a file of its own path, which is what a viewer and the thumbnail
cache key on. Recipe 7's photo is stored sideways with EXIF orientation 6, as a phone
held upright stores it. The output depends on N alone, and a complete folder is left
as it is. Needs ImageMagick (/usr/bin/convert, Debian's imagemagick).
"""
import json
import os
import shutil
import subprocess
import sys

DISTINCT = 25
CONVERT = "/usr/bin/convert"
SIDEWAYS = 7
NAMES = ["Shakshuka", "Lentil Soup", "Focaccia", "Pad Thai", "Ratatouille", "Banana Bread",
         "Tomato Tart", "Chana Masala", "Risotto", "Fish Tacos", "Apple Crumble", "Gazpacho"]


def photo(index, path, orientation=None):
    """One 12-megapixel photo: a plasma field drawn small and scaled up (fast), then grain."""
    args = [CONVERT, "-size", "1008x756", "-seed", str(index + 1), "plasma:fractal",
            "-resize", "4032x3024!", "-attenuate", "0.25", "+noise", "Gaussian", "-quality", "88"]
    if orientation:
        args += ["-orient", orientation]
    subprocess.run(args + [path], check=True)


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    n, root = int(sys.argv[1]), sys.argv[2]
    if os.path.exists(os.path.join(root, ".complete")):
        return
    if not os.access(CONVERT, os.X_OK):
        raise SystemExit("make_photo_cookbook: ImageMagick is missing (apt-get install imagemagick)")
    shutil.rmtree(root, ignore_errors=True)
    # The distinct photos sit beside the cookbook, not in it, so nsxiv -r does not see them.
    bases = root.rstrip("/") + "-distinct"
    shutil.rmtree(bases, ignore_errors=True)
    os.makedirs(bases)
    os.makedirs(root)
    for index in range(DISTINCT):
        print(f"make_photo_cookbook: photo {index + 1} of {DISTINCT}", file=sys.stderr, flush=True)
        photo(index, os.path.join(bases, f"{index}.jpg"))
    for index in range(n):
        name = f"{NAMES[index % len(NAMES)]} {index + 1}"
        folder = os.path.join(root, f"{index:03d} {name}")
        os.makedirs(folder)
        recipe = {"@context": "https://schema.org", "@type": "Recipe", "name": name,
                  "recipeCategory": ["Mains", "Soups", "Baking", "Salads"][index % 4],
                  "recipeYield": "4 servings", "image": "full.jpg",
                  "recipeIngredient": ["2 tbsp olive oil", "1 onion, chopped", "400 g tomatoes", "1 tsp salt"],
                  "recipeInstructions": [{"@type": "HowToStep", "text": "Cook everything gently for 20 minutes."}]}
        with open(os.path.join(folder, "recipe.json"), "w") as f:
            json.dump(recipe, f)
        target = os.path.join(folder, "full.jpg")
        if index == SIDEWAYS:
            photo(index, target, orientation="RightTop")
            continue
        source = os.path.join(bases, f"{index % DISTINCT}.jpg")
        try:
            os.link(source, target)
        except OSError:
            shutil.copyfile(source, target)
    open(os.path.join(root, ".complete"), "w").close()


if __name__ == "__main__":
    main()
