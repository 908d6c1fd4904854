import { PLR_ATTRIBUTION_DAYS } from '@reelforge/contracts/data';
import { free, freeVideos, premium, tierList } from '../prices';
import type { LanguagePack } from '../types';

export const ja: LanguagePack = {
  lang: 'ja',
  stopWords: '',
  keywords: {
    plr: ['plr', 'ホワイトラベル', '再販', 'プライベートラベル'],
    pricing: ['料金', '価格', '値段', 'いくら', 'プラン', 'サブスク', '無料', '費用'],
    payment: ['支払', 'お支払い', 'カード', '決済', '請求', '返金', '暗号資産', '振込'],
    avatar: ['アバター', '声', 'ボイス', '音声', 'ナレーター', '顔'],
    video: ['動画', 'ビデオ', 'リール', '台本', 'スクリプト', '字幕', 'tiktok', 'youtube', '投稿', '予約'],
    language: ['言語', '翻訳', '英語', '日本語', '話せ'],
    support: ['助けて', 'ヘルプ', 'サポート', '問題', 'エラー', '問い合わせ', '動かない'],
    greeting: ['こんにちは', 'こんばんは', 'おはよう', 'はじめまして', 'やあ'],
  },
  pricing: () =>
    `クリエイター向けプラン（月額）：\n${tierList()}\n★ 一番人気\n\nアプリでは Free（${free}、月 ${freeVideos} 本、TikTok のみ）から始めて、${premium}/月 の Premium にアップグレードすると全プラットフォーム・動画無制限になります。`,
  replies: {
    greeting:
      'こんにちは、PaulinaAI です！👋 プランと料金、動画作成、アバターと音声、お支払い、言語、PLR 権利について何でも聞いてください。',
    video:
      'Video Studio を開いてテーマを入力し、長さ（15 秒から 60 分以上）、プラットフォーム、トーンを選びます。エージェントが台本を書き、ナレーションと字幕を付けて MP4 を作成するので、プレビューやダウンロードができます。その後 Post Scheduler から TikTok、YouTube、Instagram、Facebook、Twitter/X、LinkedIn に投稿できます。',
    avatar:
      'Avatar Builder では写真 1 枚（正方形、512×512 以上がおすすめ）からアバターを作成し、スタイル（リアル、カートゥーン、アニメ、ビジネス、カジュアル）と 6 種類の声（ナチュラル・プロ・エネルギッシュ、男性・女性）を選べます。デフォルトに設定すると動画のプレゼンターになります。',
    payment:
      'サブスクリプションは Billing & Plans の安全なフォームからカードでお支払いいただき、毎月 USD で請求されます。登録は無料でカード不要です。DIAMOND プランでは複数通貨（USD、EUR、NGN、XOF、暗号資産）での受け取りが可能です。',
    support:
      '24 時間いつでもお手伝いします。質問を入力してください。動画は Video Studio、プレゼンターは Avatar Builder、投稿は Post Scheduler、サブスクリプションは Billing & Plans で管理できます。利用規約・プライバシーポリシー・AML ポリシーはページ下部にあります。',
    language:
      '10 以上の言語で回答します：English、Español、Français、Deutsch、Português、Italiano、中文、日本語、한국어、العربية、हिन्दी、Русский。お好きな言語で書いてください。アバターは 100 以上の言語で話せます。',
    plr: `DIAMOND には個人利用に限った PLR（ホワイトラベル）権利が含まれます。作成した動画を自分のブランドで公開できますが、Reelforge 自体の再販はできません。Reelforge のクレジット表記は ${PLR_ATTRIBUTION_DAYS} 日後に自動で削除されます。`,
    generic:
      'すみません、よく分かりませんでした。プランと料金、動画作成、アバターと音声、お支払い、言語、PLR 権利についてお答えできます。何を知りたいですか？',
  },
};
