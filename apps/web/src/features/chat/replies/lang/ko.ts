import { PLR_ATTRIBUTION_DAYS } from '@reelforge/contracts/data';
import { free, freeVideos, premium, tierList } from '../prices';
import type { LanguagePack } from '../types';

export const ko: LanguagePack = {
  lang: 'ko',
  stopWords: '',
  keywords: {
    plr: ['plr', '화이트 라벨', '화이트라벨', '재판매'],
    pricing: ['가격', '요금', '얼마', '비용', '플랜', '요금제', '구독', '무료'],
    payment: ['결제', '지불', '카드', '청구', '환불', '암호화폐', '정산', '지갑'],
    avatar: ['아바타', '목소리', '음성', '보이스', '얼굴', '프레젠터'],
    video: ['영상', '동영상', '비디오', '릴스', '대본', '스크립트', '자막', 'tiktok', 'youtube', '게시', '예약'],
    language: ['언어', '번역', '영어', '한국어'],
    support: ['도움', '지원', '문제', '오류', '에러', '문의', '고객센터', '안 돼'],
    greeting: ['안녕', '반가워', '반갑습니다', '좋은 아침'],
  },
  pricing: () =>
    `크리에이터 요금제(월 결제):\n${tierList()}\n★ 가장 인기\n\n앱에서는 Free(${free}, 월 ${freeVideos}개 영상, TikTok 전용)로 시작하고 ${premium}/월 Premium으로 업그레이드하면 모든 플랫폼과 무제한 영상을 쓸 수 있어요.`,
  replies: {
    greeting:
      '안녕하세요, PaulinaAI예요! 👋 요금제와 가격, 영상 제작, 아바타와 음성, 결제, 언어, PLR 권리에 대해 물어보세요.',
    video:
      'Video Studio를 열고 주제를 입력한 뒤 길이(15초부터 60분 이상), 플랫폼, 톤을 고르세요. 에이전트가 대본을 쓰고 내레이션과 자막을 넣어 미리 보고 다운로드할 수 있는 MP4를 만듭니다. 그다음 Post Scheduler에서 TikTok, YouTube, Instagram, Facebook, Twitter/X, LinkedIn에 게시하세요.',
    avatar:
      'Avatar Builder에서 사진 한 장(정사각형, 512×512 이상 권장)으로 아바타를 만들고 스타일(실사, 카툰, 애니메, 프로페셔널, 캐주얼)과 6가지 목소리(내추럴·프로페셔널·에너제틱, 남성·여성) 중 하나를 고르세요. 기본으로 지정하면 영상을 진행합니다.',
    payment:
      '구독은 Billing & Plans의 보안 결제 양식에서 카드로 결제하며 매월 USD로 청구됩니다. 가입은 무료이고 카드가 필요 없어요. DIAMOND 요금제는 여러 통화(USD, EUR, NGN, XOF, 암호화폐)로 정산받을 수 있습니다.',
    support:
      '24시간 언제든 도와드려요. 질문을 입력해 주세요. 영상은 Video Studio, 진행자는 Avatar Builder, 게시는 Post Scheduler, 구독은 Billing & Plans에서 관리합니다. 이용약관, 개인정보처리방침, AML 정책은 페이지 하단에 있어요.',
    language:
      '10개 이상의 언어로 답해요: English, Español, Français, Deutsch, Português, Italiano, 中文, 日本語, 한국어, العربية, हिन्दी, Русский. 편한 언어로 써 주세요. 아바타는 100개 이상의 언어로 말할 수 있어요.',
    plr: `DIAMOND에는 개인 용도로만 쓰는 PLR(화이트 라벨) 권리가 포함됩니다. 만든 영상을 내 브랜드로 게시할 수 있지만 Reelforge 자체를 재판매할 수는 없어요. Reelforge 표기는 ${PLR_ATTRIBUTION_DAYS}일 후 자동으로 삭제됩니다.`,
    generic:
      '잘 이해하지 못했어요. 요금제와 가격, 영상 제작, 아바타와 음성, 결제, 언어, PLR 권리에 대해 도와드릴 수 있어요. 무엇이 궁금하세요?',
  },
};
