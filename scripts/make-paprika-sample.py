#!/usr/bin/env python3
"""Writes assets/samples/paprika/Sample.paprikarecipes the way Paprika 3 exports: a zip of
NAME.paprikarecipe entries, each gzip-compressed JSON with the photo as base64."""
import base64, gzip, io, json, os, zipfile

root = os.path.join(os.path.dirname(__file__), "..", "assets", "samples")
photo = base64.b64encode(open(os.path.join(root, "nextcloud", "Greek Salad", "full.jpg"), "rb").read()).decode()
recipes = [
    {"uid": "6F1D2C3B-0A4E-4B5F-9C1D-2E3F4A5B6C7D", "name": "Horiatiki", "categories": ["Salads", "Greek"],
     "ingredients": "4 tomatoes\n1 cucumber\n1 red onion\n100 g kalamata olives\n200 g feta\n3 tbsp olive oil",
     "directions": "Cut the tomatoes and cucumber into chunks.\n\nSlice the onion thinly and add the olives.\nLay the feta on top and dress with the olive oil.",
     "description": "The Greek village salad.", "notes": "", "servings": "4", "prep_time": "15 mins", "cook_time": "", "total_time": "15 mins",
     "source": "Family", "rating": 5, "photo_data": photo, "photo": "AB12.jpg", "created": "2026-05-02 10:00:00", "hash": "x"},
    {"uid": "0C9B8A7D-6E5F-4A3B-2C1D-0E9F8A7B6C5D", "name": "Lemon Rice", "categories": ["Sides"],
     "ingredients": "1 cup basmati rice\n2 cups water\n1 lemon, zest and juice\n1 tsp salt",
     "directions": "Rinse the rice.\nSimmer it in the salted water, covered, for 12 minutes.\nRest 5 minutes, then fork in the lemon.",
     "description": "", "notes": "Good with fish.", "servings": "2 to 3", "prep_time": "5 min", "cook_time": "12 min", "total_time": "",
     "source": "", "rating": 0, "photo_data": None},
]
out = os.path.join(root, "paprika", "Sample.paprikarecipes")
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
    for recipe in recipes:
        packed = io.BytesIO()
        with gzip.GzipFile(filename=recipe["name"], mode="wb", fileobj=packed, mtime=0) as gz:
            gz.write(json.dumps(recipe).encode())
        info = zipfile.ZipInfo(recipe["name"] + ".paprikarecipe", date_time=(2026, 11, 23, 0, 0, 0))
        archive.writestr(info, packed.getvalue())
print(out)
