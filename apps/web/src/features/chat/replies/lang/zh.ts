import { PLR_ATTRIBUTION_DAYS } from '@reelforge/contracts/data';
import { free, freeVideos, premium, tierList } from '../prices';
import type { LanguagePack } from '../types';

export const zh: LanguagePack = {
  lang: 'zh',
  stopWords: '',
  keywords: {
    plr: ['plr', '白标', '转售', '私有标签'],
    pricing: ['价格', '价钱', '多少钱', '费用', '收费', '套餐', '计划', '订阅', '会员', '免费', '太贵'],
    payment: ['付款', '支付', '银行卡', '信用卡', '发票', '退款', '加密', '提现'],
    avatar: ['头像', '虚拟人', '数字人', '形象', '声音', '配音', '语音'],
    video: ['视频', '短片', '脚本', '字幕', '剪辑', '抖音', 'tiktok', 'youtube', '发布', '排期'],
    language: ['语言', '翻译', '英语', '中文', '西班牙语'],
    support: ['帮助', '支持', '问题', '错误', '客服', '联系', '不能用', '故障'],
    greeting: ['你好', '您好', '嗨', '早上好', '晚上好', '哈喽'],
  },
  pricing: () =>
    `创作者套餐（按月计费）：\n${tierList()}\n★ 最受欢迎\n\n在应用内可先使用 Free（${free}，每月 ${freeVideos} 个视频，仅 TikTok），再以 ${premium}/月 升级到 Premium：全部平台、视频不限量。`,
  replies: {
    greeting: '你好，我是 PaulinaAI！👋 可以问我套餐和价格、视频制作、头像与配音、付款、语言或 PLR 权利。',
    video:
      '打开 Video Studio，输入主题，选择时长（15 秒到 60 分钟以上）、平台和语气。AI 代理会撰写脚本、配音、添加字幕并渲染出可预览和下载的 MP4，然后在 Post Scheduler 中发布到 TikTok、YouTube、Instagram、Facebook、Twitter/X 或 LinkedIn。',
    avatar:
      '在 Avatar Builder 中，用一张照片（正方形，512×512 或更大效果最好）即可创建头像，选择风格（写实、卡通、动漫、专业或休闲）和六种声音之一（自然、专业或活力，男声或女声）。设为默认后，它会出镜讲解你的视频。',
    payment:
      '订阅通过 Billing & Plans 页面的安全表单用银行卡支付，按月以美元计费；注册免费，无需绑卡。DIAMOND 套餐支持多币种收款（USD、EUR、NGN、XOF 和加密货币）。',
    support:
      '我全天候在线，直接输入问题即可。Video Studio 制作视频，Avatar Builder 制作数字人，Post Scheduler 负责发布，Billing & Plans 管理订阅。页面底部有服务条款、隐私政策和反洗钱政策的链接。',
    language:
      '我可以用 10 多种语言回答：English、Español、Français、Deutsch、Português、Italiano、中文、日本語、한국어、العربية、हिन्दी 和 Русский，用你的语言写就好。数字人可用 100 多种语言配音。',
    plr: `DIAMOND 套餐包含仅限个人使用的 PLR（白标）权利：你可以用自己的品牌发布所做的视频，但不能转售 Reelforge 本身。Reelforge 署名会在 ${PLR_ATTRIBUTION_DAYS} 天后自动移除。`,
    generic:
      '抱歉，我没太明白。我可以帮你了解套餐和价格、视频制作、头像与配音、付款、语言和 PLR 权利，你想了解哪一项？',
  },
};
