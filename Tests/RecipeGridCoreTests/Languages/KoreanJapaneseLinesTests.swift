import Testing

@testable import RecipeGridCore

/// Korean ingredient lines as 만개의레시피 (10000recipe.com) and other Korean recipe sites write them: the name
/// first, the amount after it with the unit glued on.
@Suite struct KoreanLinesTests {
    static let lines = LanguageLine.rows(
        """
        간장 2큰술 | 2 | metricTablespoon | 간장 | 간장 4큰술
        고춧가루 1큰술 | 1 | metricTablespoon | 고춧가루 | 고춧가루 2큰술
        설탕 1/2큰술 | 0.5 | metricTablespoon | 설탕 | 설탕 1큰술
        다진 마늘 1큰술 | 1 | metricTablespoon | 다진 마늘 | 다진 마늘 2큰술
        참기름 1작은술 | 1 | metricTeaspoon | 참기름 | 참기름 2작은술
        소금 1/2작은술 | 0.5 | metricTeaspoon | 소금 | 소금 1작은술
        물 2컵 | 2 | japaneseCup | 물 | 물 4컵
        쌀 1컵 | 1 | japaneseCup | 쌀 | 쌀 2컵
        소금 1꼬집 | 1 | pinch | 소금 | 소금 2꼬집
        시금치 1줌 | 1 | handful | 시금치 | 시금치 2줌
        마늘 3쪽 | 3 | clove | 마늘 | 마늘 6쪽
        양파 1/2개 | 0.5 | piece | 양파 | 양파 1개
        달걀 2개 | 2 | piece | 달걀 | 달걀 4개
        돼지고기 300g | 300 | gram | 돼지고기 | 돼지고기 600g
        우유 200ml | 200 | milliliter | 우유 | 우유 400ml
        대파 1대 | 1 | stalk | 대파 | 대파 2대
        두부 1/2모 | 0.5 | block | 두부 | 두부 1모
        김 2장 | 2 | sheet | 김 | 김 4장
        배추 1포기 | 1 | head | 배추 | 배추 2포기
        소금 약간 |  | aLittle | 소금 | 소금 약간
        후춧가루 약간 |  | aLittle | 후춧가루 | 후춧가루 약간
        깨소금 적당량 |  | aLittle | 깨소금 | 깨소금 적당량
        고추장 2큰술 | 2 | metricTablespoon | 고추장 | 고추장 4큰술
        된장 1.5큰술 | 1.5 | metricTablespoon | 된장 | 된장 3큰술
        청양고추 2개 | 2 | piece | 청양고추 | 청양고추 4개
        애호박 1/2개 | 0.5 | piece | 애호박 | 애호박 1개
        물 500ml | 500 | milliliter | 물 | 물 1L
        소고기 200g | 200 | gram | 소고기 | 소고기 400g
        국물용 멸치 10마리 | 10 | piece | 국물용 멸치 | 국물용 멸치 20마리
        간장 1T | 1 | metricTablespoon | 간장 | 간장 2T
        설탕 1t | 1 | metricTeaspoon | 설탕 | 설탕 2t
        식용유 2큰술 | 2 | metricTablespoon | 식용유 | 식용유 4큰술
        올리고당 1큰술 | 1 | metricTablespoon | 올리고당 | 올리고당 2큰술
        맛술 1큰술 | 1 | metricTablespoon | 맛술 | 맛술 2큰술
        어묵 2장 | 2 | sheet | 어묵 | 어묵 4장
        당근 1/4개 | 0.25 | piece | 당근 | 당근 ½개
        감자 2개 | 2 | piece | 감자 | 감자 4개
        떡국떡 300g | 300 | gram | 떡국떡 | 떡국떡 600g
        멸치액젓 1큰술 | 1 | metricTablespoon | 멸치액젓 | 멸치액젓 2큰술
        물엿 2큰술 | 2 | metricTablespoon | 물엿 | 물엿 4큰술
        통깨 1작은술 | 1 | metricTeaspoon | 통깨 | 통깨 2작은술
        다진 생강 1/2작은술 | 0.5 | metricTeaspoon | 다진 생강 | 다진 생강 1작은술
        부추 1/2단 | 0.5 | bunch | 부추 | 부추 1단
        라면 1봉지 | 1 | bag | 라면 | 라면 2봉지
        밀가루 1컵 | 1 | japaneseCup | 밀가루 | 밀가루 2컵
        닭 1마리 | 1 | piece | 닭 | 닭 2마리
        고춧가루 1~2큰술 | 1-2 | metricTablespoon | 고춧가루 | 고춧가루 2–4큰술
        김치 200g | 200 | gram | 김치 | 김치 400g
        새우 10마리 | 10 | piece | 새우 | 새우 20마리
        식초 1/2큰술 | 0.5 | metricTablespoon | 식초 | 식초 1큰술
        깻잎 10장 | 10 | sheet | 깻잎 | 깻잎 20장
        양배추 1/4통 | 0.25 | head | 양배추 | 양배추 ½통
        다시마 1장 (10×10cm) | 1 | sheet | 다시마 (10×10cm) | 다시마 2장 (10×10cm)
        """)

    @Test(arguments: lines)
    func readsAndScales(line: LanguageLine) {
        line.check(in: .korean)
    }

    /// 컵 is 200 ml, not a US cup; the spoons are 15 and 5 ml.
    static let converted = ConvertedLine.rows(
        """
        간장 2큰술 | 간장 30ml | 간장 2큰술
        물 1컵 | 물 200ml | 물 13½큰술
        설탕 1작은술 | 설탕 5ml | 설탕 1작은술
        돼지고기 300g | 돼지고기 300g | 돼지고기 10½oz
        소금 약간 | 소금 약간 | 소금 약간
        """)

    @Test(arguments: converted)
    func converts(line: ConvertedLine) {
        line.check(in: .korean)
    }

    @Test(arguments: ["소금 약간", "후춧가루 조금", "양념장", "깨소금 적당량"])
    func leavesUnknownLinesAsWritten(line: String) {
        LanguageLine.expectAsWritten(line, in: .korean)
    }
}

/// Japanese ingredient lines as cookpad.com, kurashiru.com and other Japanese recipe sites write them: spoons and
/// cups before their amount, counts after it; 少々 and 適量 have no number.
@Suite struct JapaneseLinesTests {
    static let lines = LanguageLine.rows(
        """
        しょうゆ 大さじ2 | 2 | metricTablespoon | しょうゆ | しょうゆ 大さじ4
        砂糖 小さじ1/2 | 0.5 | metricTeaspoon | 砂糖 | 砂糖 小さじ1
        米 2合 | 2 | riceCup | 米 | 米 4合
        塩 少々 |  | aLittle | 塩 | 塩 少々
        こしょう 少々 |  | aLittle | こしょう | こしょう 少々
        卵 2個 | 2 | piece | 卵 | 卵 4個
        水 200ml | 200 | milliliter | 水 | 水 400ml
        だし汁 1カップ | 1 | japaneseCup | だし汁 | だし汁 2カップ
        牛乳 1/2カップ | 0.5 | japaneseCup | 牛乳 | 牛乳 1カップ
        みりん 大さじ1と1/2 | 1.5 | metricTablespoon | みりん | みりん 大さじ3
        酒 大さじ1 | 1 | metricTablespoon | 酒 | 酒 大さじ2
        玉ねぎ 1/2個 | 0.5 | piece | 玉ねぎ | 玉ねぎ 1個
        豚バラ肉 200g | 200 | gram | 豚バラ肉 | 豚バラ肉 400g
        にんじん 1本 | 1 | piece | にんじん | にんじん 2本
        しょうが 1かけ | 1 | clove | しょうが | しょうが 2かけ
        にんにく 1片 | 1 | clove | にんにく | にんにく 2片
        鶏もも肉 1枚 | 1 | sheet | 鶏もも肉 | 鶏もも肉 2枚
        豆腐 1丁 | 1 | block | 豆腐 | 豆腐 2丁
        サラダ油 適量 |  | aLittle | サラダ油 | サラダ油 適量
        片栗粉 大さじ1 | 1 | metricTablespoon | 片栗粉 | 片栗粉 大さじ2
        味噌 大さじ2 | 2 | metricTablespoon | 味噌 | 味噌 大さじ4
        砂糖 大さじ1/2 | 0.5 | metricTablespoon | 砂糖 | 砂糖 大さじ1
        ごま油 小さじ1 | 1 | metricTeaspoon | ごま油 | ごま油 小さじ2
        小麦粉 100g | 100 | gram | 小麦粉 | 小麦粉 200g
        バター 10g | 10 | gram | バター | バター 20g
        長ねぎ 1/2本 | 0.5 | piece | 長ねぎ | 長ねぎ 1本
        キャベツ 1/4個 | 0.25 | piece | キャベツ | キャベツ ½個
        しめじ 1パック | 1 | package | しめじ | しめじ 2パック
        水 1と1/2カップ | 1.5 | japaneseCup | 水 | 水 3カップ
        鶏ガラスープの素 小さじ1 | 1 | metricTeaspoon | 鶏ガラスープの素 | 鶏ガラスープの素 小さじ2
        白ごま 適宜 |  | aLittle | 白ごま | 白ごま 適宜
        卵 1個 | 1 | piece | 卵 | 卵 2個
        砂糖 大さじ１ | 1 | metricTablespoon | 砂糖 | 砂糖 大さじ2
        しょうゆ 大さじ２ | 2 | metricTablespoon | しょうゆ | しょうゆ 大さじ4
        牛乳 200cc | 200 | milliliter | 牛乳 | 牛乳 400cc
        じゃがいも 3個 | 3 | piece | じゃがいも | じゃがいも 6個
        大根 1/2本 | 0.5 | piece | 大根 | 大根 1本
        ほうれん草 1束 | 1 | bunch | ほうれん草 | ほうれん草 2束
        米 3合 | 3 | riceCup | 米 | 米 6合
        水 600ml | 600 | milliliter | 水 | 水 1.2L
        塩 小さじ1/4 | 0.25 | metricTeaspoon | 塩 | 塩 小さじ½
        酢 大さじ3 | 3 | metricTablespoon | 酢 | 酢 大さじ6
        砂糖 ひとつまみ |  | aLittle | 砂糖 | 砂糖 ひとつまみ
        鮭 2切れ | 2 | slice | 鮭 | 鮭 4切れ
        ベーコン 2枚 | 2 | sheet | ベーコン | ベーコン 4枚
        油揚げ 1枚 | 1 | sheet | 油揚げ | 油揚げ 2枚
        ツナ缶 1缶 | 1 | can | ツナ缶 | ツナ缶 2缶
        生クリーム 100ml | 100 | milliliter | 生クリーム | 生クリーム 200ml
        合いびき肉 300g | 300 | gram | 合いびき肉 | 合いびき肉 600g
        豆板醤 小さじ1/2 | 0.5 | metricTeaspoon | 豆板醤 | 豆板醤 小さじ1
        オリーブオイル 大さじ2 | 2 | metricTablespoon | オリーブオイル | オリーブオイル 大さじ4
        砂糖…大さじ1 | 1 | metricTablespoon | 砂糖 | 砂糖…大さじ2
        """)

    @Test(arguments: lines)
    func readsAndScales(line: LanguageLine) {
        line.check(in: .japanese)
    }

    /// カップ is 200 ml and 合 180 ml, not a US cup.
    static let converted = ConvertedLine.rows(
        """
        しょうゆ 大さじ2 | しょうゆ 30ml | しょうゆ 大さじ2
        だし汁 1カップ | だし汁 200ml | だし汁 大さじ13½
        米 2合 | 米 360ml | 米 1½cups
        塩 少々 | 塩 少々 | 塩 少々
        """)

    @Test(arguments: converted)
    func converts(line: ConvertedLine) {
        line.check(in: .japanese)
    }

    @Test(arguments: ["塩 少々", "こしょう少々", "サラダ油 適量", "〈合わせ調味料〉"])
    func leavesUnknownLinesAsWritten(line: String) {
        LanguageLine.expectAsWritten(line, in: .japanese)
    }
}
