import Testing

@testable import RecipeGridCore

/// French ingredient lines as marmiton.org, cuisineaz.com and other French recipe sites write them.
@Suite struct FrenchLinesTests {
    static let lines = LanguageLine.rows(
        """
        250 g de farine | 250 | gram | farine | 500 g de farine
        1 c. à soupe d'huile d'olive | 1 | metricTablespoon | huile d'olive | 2 c. à soupe d'huile d'olive
        2 c. à café de sel | 2 | metricTeaspoon | sel | 4 c. à café de sel
        1 cuillère à soupe de sucre | 1 | metricTablespoon | sucre | 2 cuillère à soupe de sucre
        3 cuillères à soupe de crème fraîche | 3 | metricTablespoon | crème fraîche | 6 cuillères à soupe de crème fraîche
        1 cuillère à café de cannelle | 1 | metricTeaspoon | cannelle | 2 cuillère à café de cannelle
        1 pincée de sel | 1 | pinch | sel | 2 pincée de sel
        1 verre de vin blanc | 1 | glass | vin blanc | 2 verre de vin blanc
        20 cl de crème liquide | 20 | centiliter | crème liquide | 40 cl de crème liquide
        1 dl de lait | 1 | deciliter | lait | 2 dl de lait
        1 l de lait | 1 | liter | lait | 2 l de lait
        50 cl de bouillon de volaille | 50 | centiliter | bouillon de volaille | 100 cl de bouillon de volaille
        1 kg de pommes de terre | 1 | kilogram | pommes de terre | 2 kg de pommes de terre
        500 g de boeuf haché | 500 | gram | boeuf haché | 1 kg de boeuf haché
        3 oeufs | 3 |  | oeufs | 6 oeufs
        2 gousses d'ail | 2 | clove | ail | 4 gousses d'ail
        1 oignon | 1 |  | oignon | 2 oignon
        100 g de beurre mou | 100 | gram | beurre mou | 200 g de beurre mou
        1 c.à.s de moutarde | 1 | metricTablespoon | moutarde | 2 c.à.s de moutarde
        1 c.à.c de curry | 1 | metricTeaspoon | curry | 2 c.à.c de curry
        2 cs de sauce soja | 2 | metricTablespoon | sauce soja | 4 cs de sauce soja
        1 cc de vanille liquide | 1 | metricTeaspoon | vanille liquide | 2 cc de vanille liquide
        1,5 kg de moules | 1.5 | kilogram | moules | 3 kg de moules
        0,5 l de lait entier | 0.5 | liter | lait entier | 1 l de lait entier
        4 tranches de jambon | 4 | slice | jambon | 8 tranches de jambon
        1 boîte de tomates pelées | 1 | can | tomates pelées | 2 boîte de tomates pelées
        1 sachet de levure chimique | 1 | package | levure chimique | 2 sachet de levure chimique
        1 sachet de sucre vanillé | 1 | package | sucre vanillé | 2 sachet de sucre vanillé
        1 botte de radis | 1 | bunch | radis | 2 botte de radis
        1 bouquet de persil | 1 | bunch | persil | 2 bouquet de persil
        2 brins de thym | 2 | sprig | thym | 4 brins de thym
        3 feuilles de gélatine | 3 | sheet | gélatine | 6 feuilles de gélatine
        1 pot de yaourt nature | 1 | jar | yaourt nature | 2 pot de yaourt nature
        1 morceau de gingembre | 1 | piece | gingembre | 2 morceau de gingembre
        1 poignée de roquette | 1 | handful | roquette | 2 poignée de roquette
        1 filet d'huile d'olive | 1 | dash | huile d'olive | 2 filet d'huile d'olive
        200 g de lardons | 200 | gram | lardons | 400 g de lardons
        150 g de sucre en poudre | 150 | gram | sucre en poudre | 300 g de sucre en poudre
        2 à 3 carottes | 2-3 |  | carottes | 4–6 carottes
        1-2 c. à soupe de miel | 1-2 | metricTablespoon | miel | 2–4 c. à soupe de miel
        ½ c. à café de piment d'Espelette | 0.5 | metricTeaspoon | piment d'Espelette | 1 c. à café de piment d'Espelette
        1 tasse de riz | 1 | cup | riz | 2 tasse de riz
        2 échalotes | 2 |  | échalotes | 4 échalotes
        1 citron (jus) | 1 |  | citron (jus) | 2 citron (jus)
        Sel, poivre |  |  | Sel, poivre | Sel, poivre
        1 litre d'eau | 1 | liter | eau | 2 litre d'eau
        250 grammes de mascarpone | 250 | gram | mascarpone | 500 grammes de mascarpone
        1 c. à thé de bicarbonate | 1 | metricTeaspoon | bicarbonate | 2 c. à thé de bicarbonate
        6 feuilles de brick | 6 | sheet | brick | 12 feuilles de brick
        75 g de parmesan râpé | 75 | gram | parmesan râpé | 150 g de parmesan râpé
        1 pâte feuilletée | 1 |  | pâte feuilletée | 2 pâte feuilletée
        1 cuil. à soupe de câpres | 1 | metricTablespoon | câpres | 2 cuil. à soupe de câpres
        """)

    @Test(arguments: lines)
    func readsAndScales(line: LanguageLine) {
        line.check(in: .french)
    }

    static let converted = ConvertedLine.rows(
        """
        2 c. à soupe d'huile | 30 ml d'huile | 2 c. à soupe d'huile
        20 cl de crème liquide | 20 cl de crème liquide | 13 ½ c. à soupe de crème liquide
        250 g de farine | 250 g de farine | 8 ¾ oz de farine
        1 pincée de sel | 1 pincée de sel | 1 pincée de sel
        """)

    @Test(arguments: converted)
    func converts(line: ConvertedLine) {
        line.check(in: .french)
    }

    @Test(arguments: ["Sel, poivre", "sel et poivre du moulin", "huile pour la friture", "Pour la pâte :"])
    func leavesUnknownLinesAsWritten(line: String) {
        LanguageLine.expectAsWritten(line, in: .french)
    }
}

/// Spanish ingredient lines as recetasgratis.net, directoalpaladar.com and other Spanish recipe sites write them.
@Suite struct SpanishLinesTests {
    static let lines = LanguageLine.rows(
        """
        200 g de harina | 200 | gram | harina | 400 g de harina
        1 cucharada de aceite de oliva | 1 | metricTablespoon | aceite de oliva | 2 cucharada de aceite de oliva
        2 cucharadas de azúcar | 2 | metricTablespoon | azúcar | 4 cucharadas de azúcar
        1 cucharadita de sal | 1 | metricTeaspoon | sal | 2 cucharadita de sal
        ½ cucharadita de comino molido | 0.5 | metricTeaspoon | comino molido | 1 cucharadita de comino molido
        1 taza de leche | 1 | cup | leche | 2 taza de leche
        2 tazas de arroz | 2 | cup | arroz | 4 tazas de arroz
        1 pizca de sal | 1 | pinch | sal | 2 pizca de sal
        1 kg de patatas | 1 | kilogram | patatas | 2 kg de patatas
        500 ml de caldo de pollo | 500 | milliliter | caldo de pollo | 1 l de caldo de pollo
        1 l de agua | 1 | liter | agua | 2 l de agua
        3 huevos | 3 |  | huevos | 6 huevos
        2 dientes de ajo | 2 | clove | ajo | 4 dientes de ajo
        1 cebolla | 1 |  | cebolla | 2 cebolla
        1 lata de tomate triturado (400 g) | 1 | can | tomate triturado (400 g) | 2 lata de tomate triturado (400 g)
        1/2 taza de azúcar | 0.5 | cup | azúcar | 1 taza de azúcar
        1 ½ tazas de harina de trigo | 1.5 | cup | harina de trigo | 3 tazas de harina de trigo
        1/4 cucharadita de pimienta negra | 0.25 | metricTeaspoon | pimienta negra | ½ cucharadita de pimienta negra
        250 g de mantequilla | 250 | gram | mantequilla | 500 g de mantequilla
        100 gr de queso rallado | 100 | gram | queso rallado | 200 gr de queso rallado
        2 ramitas de perejil | 2 | sprig | perejil | 4 ramitas de perejil
        1 manojo de cilantro | 1 | bunch | cilantro | 2 manojo de cilantro
        4 rebanadas de pan | 4 | slice | pan | 8 rebanadas de pan
        1 chorrito de vino blanco | 1 | dash | vino blanco | 2 chorrito de vino blanco
        1 vaso de leche | 1 | glass | leche | 2 vaso de leche
        1 sobre de levadura química | 1 | package | levadura química | 2 sobre de levadura química
        2 hojas de laurel | 2 | sheet | laurel | 4 hojas de laurel
        1,5 kg de pollo troceado | 1.5 | kilogram | pollo troceado | 3 kg de pollo troceado
        0,5 l de nata | 0.5 | liter | nata | 1 l de nata
        2-3 cucharadas de vinagre | 2-3 | metricTablespoon | vinagre | 4–6 cucharadas de vinagre
        2 a 3 tomates maduros | 2-3 |  | tomates maduros | 4–6 tomates maduros
        150 g de chorizo | 150 | gram | chorizo | 300 g de chorizo
        1 cdta de canela | 1 | metricTeaspoon | canela | 2 cdta de canela
        2 cdas de salsa de soja | 2 | metricTablespoon | salsa de soja | 4 cdas de salsa de soja
        1 pimiento rojo | 1 |  | pimiento rojo | 2 pimiento rojo
        300 g de carne picada | 300 | gram | carne picada | 600 g de carne picada
        50 ml de aceite de oliva virgen extra | 50 | milliliter | aceite de oliva virgen extra | 100 ml de aceite de oliva virgen extra
        1 puñado de espinacas | 1 | handful | espinacas | 2 puñado de espinacas
        2 tallos de apio | 2 | stalk | apio | 4 tallos de apio
        1 cabeza de ajo | 1 | head | ajo | 2 cabeza de ajo
        1 frasco de pimientos del piquillo | 1 | jar | pimientos del piquillo | 2 frasco de pimientos del piquillo
        3 rodajas de limón | 3 | slice | limón | 6 rodajas de limón
        200 ml de leche evaporada | 200 | milliliter | leche evaporada | 400 ml de leche evaporada
        1 kilo de mejillones | 1 | kilogram | mejillones | 2 kilo de mejillones
        2 litros de agua | 2 | liter | agua | 4 litros de agua
        1 paquete de espaguetis | 1 | package | espaguetis | 2 paquete de espaguetis
        1 unidad de calabacín | 1 | piece | calabacín | 2 unidad de calabacín
        Sal al gusto |  |  | Sal al gusto | Sal al gusto
        Pimienta negra molida |  |  | Pimienta negra molida | Pimienta negra molida
        4 muslos de pollo | 4 |  | muslos de pollo | 8 muslos de pollo
        1/3 taza de aceite | 0.3333333333333333 | cup | aceite | ⅔ taza de aceite
        1 cucharada sopera de pimentón | 1 | metricTablespoon | pimentón | 2 cucharada sopera de pimentón
        """)

    @Test(arguments: lines)
    func readsAndScales(line: LanguageLine) {
        line.check(in: .spanish)
    }

    static let converted = ConvertedLine.rows(
        """
        1 cucharada de aceite | 15 ml de aceite | 1 cucharada de aceite
        3 cucharadas de aceite | 45 ml de aceite | 3 cucharadas de aceite
        1 taza de leche | 240 ml de leche | 1 taza de leche
        500 g de harina | 500 g de harina | 17 ¾ oz de harina
        1 pizca de sal | 1 pizca de sal | 1 pizca de sal
        """)

    @Test(arguments: converted)
    func converts(line: ConvertedLine) {
        line.check(in: .spanish)
    }

    @Test(arguments: ["Sal al gusto", "Pimienta negra molida", "Aceite de oliva para freír", "Para la salsa:"])
    func leavesUnknownLinesAsWritten(line: String) {
        LanguageLine.expectAsWritten(line, in: .spanish)
    }
}
