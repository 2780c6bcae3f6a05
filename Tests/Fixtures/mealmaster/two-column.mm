---------- Recipe via Meal-Master (tm) v8.02
 
      Title: Ricotta Cannoli
 Categories: Italian, Desserts
      Yield: 16 servings
 
----------------------------------FILLING----------------------------------
  1 1/2 c  Ricotta cheese;                1 1/2 oz Dark chocolate;
           -well drained                           -finely chopped
      3 tb Sugar                            1/4 c  Pistachios
    1/2 ts Cinnamon
 
-----------------------------------SHELLS-----------------------------------
      1 c  Flour                                   -or dry white wine
      1 tb Sugar                              2 c  Oil for frying
      4 tb Sweet Marsala wine
 
  Mix the filling and chill it.
 
  Knead the dough, roll it thin, cut squares and wrap around cannoli
  forms. Fry until golden.
 
-----
---------- Recipe via Meal-Master (tm) v8.02
 
      Title: Garlic Bread
 Categories: Breads
      Yield: 8 slices
 
      1    baguette
      4    garlic cloves, crushed
    1/4 lb butter, soft
 
  Mix the garlic into the butter, spread on the sliced loaf and bake
  10 minutes.
-----
