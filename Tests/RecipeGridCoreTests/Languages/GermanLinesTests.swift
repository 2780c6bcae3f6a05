import Testing

@testable import RecipeGridCore

/// German ingredient lines as chefkoch.de and other German recipe sites write them.
@Suite struct GermanLinesTests {
    static let lines = LanguageLine.rows(
        """
        200 g Mehl | 200 | gram | Mehl | 400 g Mehl
        500 g Kartoffeln, mehligkochend | 500 | gram | Kartoffeln, mehligkochend | 1 kg Kartoffeln, mehligkochend
        1 EL Olivenöl | 1 | metricTablespoon | Olivenöl | 2 EL Olivenöl
        2 EL Zucker | 2 | metricTablespoon | Zucker | 4 EL Zucker
        1 TL Salz | 1 | metricTeaspoon | Salz | 2 TL Salz
        ½ TL Backpulver | 0.5 | metricTeaspoon | Backpulver | 1 TL Backpulver
        1 Prise Salz | 1 | pinch | Salz | 2 Prise Salz
        1 Msp. Muskatnuss | 1 | knifeTip | Muskatnuss | 2 Msp. Muskatnuss
        1 Becher Sahne | 1 | tub | Sahne | 2 Becher Sahne
        1 Tasse Milch | 1 | cup | Milch | 2 Tasse Milch
        1 Bund Petersilie | 1 | bunch | Petersilie | 2 Bund Petersilie
        1 kg Rindfleisch | 1 | kilogram | Rindfleisch | 2 kg Rindfleisch
        250 ml Milch | 250 | milliliter | Milch | 500 ml Milch
        1 l Gemüsebrühe | 1 | liter | Gemüsebrühe | 2 l Gemüsebrühe
        0,5 l Wasser | 0.5 | liter | Wasser | 1 l Wasser
        1,5 kg Hähnchenschenkel | 1.5 | kilogram | Hähnchenschenkel | 3 kg Hähnchenschenkel
        3 Eier | 3 |  | Eier | 6 Eier
        2 Zwiebeln | 2 |  | Zwiebeln | 4 Zwiebeln
        2 Knoblauchzehen | 2 |  | Knoblauchzehen | 4 Knoblauchzehen
        2 Zehen Knoblauch, gehackt | 2 | clove | Knoblauch, gehackt | 4 Zehen Knoblauch, gehackt
        1 Dose Tomaten (400 g) | 1 | can | Tomaten (400 g) | 2 Dose Tomaten (400 g)
        1 Pck. Vanillezucker | 1 | package | Vanillezucker | 2 Pck. Vanillezucker
        1 Päckchen Backpulver | 1 | package | Backpulver | 2 Päckchen Backpulver
        100 g Butter, weich | 100 | gram | Butter, weich | 200 g Butter, weich
        75 g Zucker | 75 | gram | Zucker | 150 g Zucker
        125 g Quark | 125 | gram | Quark | 250 g Quark
        1 ½ EL Paprikapulver | 1.5 | metricTablespoon | Paprikapulver | 3 EL Paprikapulver
        2-3 EL Sojasauce | 2-3 | metricTablespoon | Sojasauce | 4–6 EL Sojasauce
        2 bis 3 Karotten | 2-3 |  | Karotten | 4–6 Karotten
        4 Scheiben Toastbrot | 4 | slice | Toastbrot | 8 Scheiben Toastbrot
        1 Zweig Rosmarin | 1 | sprig | Rosmarin | 2 Zweig Rosmarin
        200 ml Schlagsahne | 200 | milliliter | Schlagsahne | 400 ml Schlagsahne
        1 Stück Ingwer (ca. 2 cm) | 1 | piece | Ingwer (ca. 2 cm) | 2 Stück Ingwer (ca. 2 cm)
        1 Würfel Hefe | 1 | piece | Hefe | 2 Würfel Hefe
        1 Handvoll Basilikum | 1 | handful | Basilikum | 2 Handvoll Basilikum
        1 Glas Kapern | 1 | glass | Kapern | 2 Glas Kapern
        1 Schuss Weißwein | 1 | dash | Weißwein | 2 Schuss Weißwein
        3 Blatt Gelatine | 3 | sheet | Gelatine | 6 Blatt Gelatine
        1 Stange Lauch | 1 | stalk | Lauch | 2 Stange Lauch
        1 Kopf Salat | 1 | head | Salat | 2 Kopf Salat
        2 TL Senf, mittelscharf | 2 | metricTeaspoon | Senf, mittelscharf | 4 TL Senf, mittelscharf
        1 gehäufter EL Mehl | 1 | metricTablespoon | Mehl | 2 gehäufter EL Mehl
        400 g Spaghetti | 400 | gram | Spaghetti | 800 g Spaghetti
        1.000 g Mehl (Type 550) | 1000 | gram | Mehl (Type 550) | 2 kg Mehl (Type 550)
        30 g Hefe, frisch | 30 | gram | Hefe, frisch | 60 g Hefe, frisch
        1 Ei (Größe M) | 1 |  | Ei (Größe M) | 2 Ei (Größe M)
        ½ Zitrone, davon der Saft | 0.5 |  | Zitrone, davon der Saft | 1 Zitrone, davon der Saft
        1 Liter Milch | 1 | liter | Milch | 2 Liter Milch
        150 Gramm Speck | 150 | gram | Speck | 300 Gramm Speck
        2 Esslöffel Honig | 2 | metricTablespoon | Honig | 4 Esslöffel Honig
        1 Teelöffel Zimt | 1 | metricTeaspoon | Zimt | 2 Teelöffel Zimt
        2 Prisen Zucker | 2 | pinch | Zucker | 4 Prisen Zucker
        20 g Butter für die Form | 20 | gram | Butter für die Form | 40 g Butter für die Form
        1 kleine Zwiebel | 1 |  | kleine Zwiebel | 2 kleine Zwiebel
        Salz und Pfeffer |  |  | Salz und Pfeffer | Salz und Pfeffer
        etwas Öl zum Braten |  |  | etwas Öl zum Braten | etwas Öl zum Braten
        0,2 l Sahne | 0.2 | liter | Sahne | 400 ml Sahne
        750 ml Gemüsebrühe | 750 | milliliter | Gemüsebrühe | 1.5 l Gemüsebrühe
        """)

    @Test(arguments: lines)
    func readsAndScales(line: LanguageLine) {
        line.check(in: .german)
    }

    static let converted = ConvertedLine.rows(
        """
        2 EL Öl | 30 ml Öl | 2 EL Öl
        1 TL Salz | 5 ml Salz | 1 TL Salz
        200 g Mehl | 200 g Mehl | 7 oz Mehl
        1 Tasse Milch | 240 ml Milch | 1 Tasse Milch
        500 ml Milch | 500 ml Milch | 2 ⅛ Tassen Milch
        1 Prise Salz | 1 Prise Salz | 1 Prise Salz
        1 Bund Schnittlauch | 1 Bund Schnittlauch | 1 Bund Schnittlauch
        """)

    @Test(arguments: converted)
    func converts(line: ConvertedLine) {
        line.check(in: .german)
    }

    /// Unknown words and lines without an amount come back as written, whatever the scale or units.
    @Test(arguments: ["Salz und Pfeffer", "etwas Öl zum Braten", "Zum Garnieren: frische Kräuter", "Mehl für die Arbeitsfläche"])
    func leavesUnknownLinesAsWritten(line: String) {
        LanguageLine.expectAsWritten(line, in: .german)
    }

    @Test func keepsUnknownWordsAfterTheAmount() {
        #expect(
            IngredientScaling.scaled("2 große Zwiebeln, grob gewürfelt", by: 1.5, in: .metric, language: .german)
                == "3 große Zwiebeln, grob gewürfelt")
    }

    @Test func readsTheDecimalCommaOnlyInLanguagesThatWriteIt() {
        #expect(Ingredient.parse("1,5 kg Mehl", language: .german).quantity == 1.5)
        #expect(Ingredient.parse("1.000 g Mehl", language: .german).quantity == 1000)
        #expect(Ingredient.parse("1,000 g flour", language: .english).quantity == 1000)
        #expect(Ingredient.parse("1,5 kg flour", language: .english).quantity == 1.5)
    }
}
