#!/usr/bin/env python3
"""Benchmark data: a cookbook of N schema.org Recipes and a folder of N images.

    make_cookbook.py N COOKBOOK_DIR [IMAGE_DIR]

The cookbook is COOKBOOK_DIR/recipes-NNN.json, JSON arrays of 1,000 recipes each:
names from word lists, one of 12 categories, 5-12 ingredient lines, 3-8 steps,
ISO 8601 times and a yield. The images are IMAGE_DIR/NNN/img-NNNNNN.png, 160x160
solid-colour PNGs written with zlib (spawning a converter per file is far too
slow at 100,000), for nsxiv: 160 px is the least nsxiv keeps a thumbnail of in its
cache, so its warm start reads thumbnails (bench/run.py names the folder after the size). The output depends on N alone (a seeded generator),
and a folder that is already complete is left as it is.
"""
import json
import os
import random
import struct
import sys
import zlib

PER_FILE = 1000

CATEGORIES = ["Breakfast", "Soups", "Salads", "Pasta", "Mains", "Vegetarian", "Seafood",
              "Baking", "Desserts", "Drinks", "Sides", "Snacks"]
ADJECTIVES = ["Smoky", "Crispy", "Golden", "Spicy", "Creamy", "Rustic", "Lemony", "Garlicky",
              "Herbed", "Roasted", "Grilled", "Braised", "Tangy", "Sweet", "Savory", "Zesty",
              "Honey", "Maple", "Charred", "Slow-Cooked", "Quick", "Weeknight", "Classic",
              "Old-Fashioned", "Summer", "Winter", "Sunday", "Country", "Mediterranean",
              "Thai", "Mexican", "Provençal", "Nordic", "Sicilian", "Tuscan", "Crème"]
MAINS = ["Chicken", "Salmon", "Chickpea", "Mushroom", "Lentil", "Beef", "Pork", "Tofu",
         "Shrimp", "Eggplant", "Tomato", "Pumpkin", "Spinach", "Potato", "Apple", "Pear",
         "Cherry", "Lemon", "Coconut", "Almond", "Walnut", "Cauliflower", "Zucchini",
         "Cod", "Lamb", "Turkey", "Halloumi", "Black Bean", "Sweet Potato", "Carrot",
         "Ricotta", "Blueberry", "Banana", "Chocolate", "Ginger", "Corn", "Leek", "Fennel"]
DISHES = ["Stew", "Soup", "Salad", "Pie", "Tart", "Curry", "Risotto", "Pasta", "Tacos",
          "Bowl", "Bake", "Gratin", "Skewers", "Burgers", "Sandwich", "Pancakes", "Muffins",
          "Bread", "Cake", "Crumble", "Smoothie", "Chowder", "Casserole", "Stir-Fry",
          "Frittata", "Quiche", "Dumplings", "Noodles", "Flatbread", "Fritters", "Cookies",
          "Galette", "Pilaf", "Lasagna", "Sorbet", "Porridge"]
SUFFIXES = ["", "", "", "", " with Herbs", " with Garlic Butter", " for Two", " with Lime",
            " with Feta", " and Greens", " with Brown Butter", " (Grandma's)", " with Chili Oil"]
QUANTITIES = ["1", "2", "3", "4", "1/2 cup", "1 cup", "1 1/2 cups", "2 cups", "3/4 cup", "1 tbsp",
              "2 tbsp", "1/2 tsp", "1 tsp", "1/4 tsp", "200 g", "500 g", "1 kg", "250 ml", "100 g",
              "a pinch of", "a handful of", "2 large", "1 small", "1 can"]
INGREDIENTS = ["flour", "sugar", "butter", "olive oil", "garlic", "onion", "salt", "black pepper",
               "eggs", "milk", "heavy cream", "parmesan", "basil", "parsley", "thyme", "rosemary",
               "cumin", "paprika", "chili flakes", "lemon juice", "vegetable stock", "rice",
               "spaghetti", "tomatoes", "carrots", "celery", "potatoes", "spinach", "chickpeas",
               "coconut milk", "soy sauce", "ginger", "honey", "baking powder", "vanilla extract",
               "cinnamon", "yogurt", "feta", "cheddar", "breadcrumbs", "white wine", "mustard"]
TAKES = ["An easy", "A family favourite:", "A make-ahead", "A bright, simple", "A cosy",
         "A crowd-pleasing", "A one-pan"]
VERBS = ["Preheat the oven to 200 °C.", "Chop the {i} finely.", "Heat the {i} in a large pan.",
         "Whisk the {i} with a pinch of salt.", "Stir in the {i} and cook for {m} minutes.",
         "Simmer gently for {m} minutes, stirring now and then.", "Season with {i} to taste.",
         "Fold in the {i} until just combined.", "Bake for {m} minutes until golden.",
         "Let it rest for {m} minutes before serving.", "Toss everything with the {i}.",
         "Serve warm, topped with {i}."]


def duration(minutes):
    h, m = divmod(minutes, 60)
    return "PT" + (f"{h}H" if h else "") + (f"{m}M" if m or not h else "")


def recipe(rng, i):
    name = f"{rng.choice(ADJECTIVES)} {rng.choice(MAINS)} {rng.choice(DISHES)}{rng.choice(SUFFIXES)}"
    ingredients = []
    for _ in range(rng.randint(5, 12)):
        ingredients.append(f"{rng.choice(QUANTITIES)} {rng.choice(INGREDIENTS)}")
    steps = [{"@type": "HowToStep",
              "text": rng.choice(VERBS).format(i=rng.choice(INGREDIENTS), m=rng.choice([5, 10, 15, 20, 30, 45]))}
             for _ in range(rng.randint(3, 8))]
    prep, cook = rng.choice([5, 10, 15, 20, 30]), rng.choice([0, 10, 20, 25, 40, 60, 90, 150])
    return {"@context": "https://schema.org", "@type": "Recipe", "@id": f"bench-{i:06d}", "name": name,
            "recipeCategory": rng.choice(CATEGORIES),
            "description": f"{rng.choice(TAKES)} {name.lower()}.",
            "prepTime": duration(prep), "cookTime": duration(cook), "totalTime": duration(prep + cook),
            "recipeYield": f"{rng.randint(1, 8)} servings",
            "keywords": ", ".join(rng.sample(INGREDIENTS, 3)),
            "recipeIngredient": ingredients, "recipeInstructions": steps}


def write_cookbook(n, folder):
    files = (n + PER_FILE - 1) // PER_FILE
    done = os.path.join(folder, ".complete")
    if os.path.exists(done):
        return
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(n)
    for f in range(files):
        batch = [recipe(rng, f * PER_FILE + i) for i in range(min(PER_FILE, n - f * PER_FILE))]
        tmp = os.path.join(folder, f"recipes-{f:03d}.json.tmp")
        with open(tmp, "w", encoding="utf-8") as out:
            json.dump(batch, out, ensure_ascii=False, indent=1)
        os.replace(tmp, tmp[:-4])
        if files >= 10 and (f + 1) % (files // 10) == 0:
            print(f"  cookbook {n}: {(f + 1) * PER_FILE:,} recipes", file=sys.stderr, flush=True)
    open(done, "w").close()


def png(rgb, size=160):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    row = b"\0" + bytes(rgb) * size
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(row * size, 9)) + chunk(b"IEND", b""))


def write_images(n, folder):
    done = os.path.join(folder, ".complete")
    if os.path.exists(done):
        return
    for i in range(n):
        sub = os.path.join(folder, f"{i // PER_FILE:03d}")
        if i % PER_FILE == 0:
            os.makedirs(sub, exist_ok=True)
        rgb = ((i * 37) % 256, (i * 91 + 80) % 256, (i * 53 + 160) % 256)
        with open(os.path.join(sub, f"img-{i:06d}.png"), "wb") as out:
            out.write(png(rgb))
        if n >= 10000 and (i + 1) % (n // 10) == 0:
            print(f"  images {n}: {i + 1:,}", file=sys.stderr, flush=True)
    open(done, "w").close()


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    n = int(sys.argv[1])
    write_cookbook(n, sys.argv[2])
    if len(sys.argv) == 4:
        write_images(n, sys.argv[3])


if __name__ == "__main__":
    main()
