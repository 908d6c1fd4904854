import { PLR_ATTRIBUTION_DAYS } from '@reelforge/contracts/data';
import { free, freeVideos, premium, tierList } from '../prices';
import type { LanguagePack } from '../types';

export const pt: LanguagePack = {
  lang: 'pt',
  stopWords:
    'o a os as um uma é e de do da que em no na para com eu você voce meu minha como quanto custa posso quero não nao obrigado obrigada olá ola tem isso faço fazer está também',
  keywords: {
    plr: ['plr', 'marca branca', 'white label', 'revenda', 'revender'],
    pricing: ['preco', 'preço', 'custa', 'quanto', 'custo', 'plano', 'assinatura', 'gratis', 'barato', 'caro'],
    payment: ['pagamento', 'pagar', 'cartao', 'fatura', 'reembolso', 'cripto', 'carteira', 'saque'],
    avatar: ['avatar', 'voz', 'vozes', 'apresentador', 'rosto'],
    video: ['video', 'reel', 'roteiro', 'legenda', 'clipe', 'tiktok', 'youtube', 'publicar', 'agendar'],
    language: ['idioma', 'lingua', 'tradu', 'ingles', 'portugues', 'fala'],
    support: ['ajuda', 'suporte', 'problema', 'erro', 'contato', 'nao funciona'],
    greeting: ['ola', 'oi', 'bom dia', 'boa tarde', 'boa noite'],
  },
  pricing: () =>
    `Níveis para criadores, cobrança mensal:\n${tierList()}\n★ o mais popular\n\nNo app você começa no plano Free (${free}, ${freeVideos} vídeos por mês, TikTok) e pode passar para o Premium por ${premium}/mês, com todas as plataformas e vídeos ilimitados.`,
  replies: {
    greeting:
      'Olá, eu sou a PaulinaAI! 👋 Pergunte sobre planos e preços, criação de vídeos, avatares e vozes, pagamentos, idiomas ou direitos PLR.',
    video:
      'Abra o Video Studio, informe um tema e escolha duração (de 15 segundos a mais de 60 minutos), plataforma e tom. Os agentes escrevem o roteiro, narram, colocam legendas e geram um MP4 para assistir e baixar. Depois publique no TikTok, YouTube, Instagram, Facebook, Twitter/X ou LinkedIn pelo Post Scheduler.',
    avatar:
      'No Avatar Builder você cria um avatar a partir de uma única foto (quadrada, 512×512 ou maior), escolhe um estilo — realista, cartoon, anime, profissional ou casual — e uma de seis vozes (natural, profissional ou enérgica, masculina ou feminina). Defina-o como padrão e ele apresenta seus vídeos.',
    payment:
      'As assinaturas são pagas com cartão no formulário seguro de Billing & Plans, cobradas mensalmente em USD; o cadastro é grátis e não pede cartão. O nível DIAMOND inclui recebimentos em várias moedas (USD, EUR, NGN, XOF e cripto) para as suas vendas.',
    support:
      'Estou aqui 24 horas por dia — é só escrever. O Video Studio cria vídeos, o Avatar Builder cria apresentadores, o Post Scheduler publica e o Billing & Plans cuida da assinatura. Termos, Política de Privacidade e Política AML estão no rodapé.',
    language:
      'Respondo em mais de 10 idiomas: English, Español, Français, Deutsch, Português, Italiano, 中文, 日本語, 한국어, العربية, हिन्दी e Русский — escreva no seu. Os avatares narram em mais de 100 idiomas.',
    plr: `O DIAMOND inclui direitos PLR (marca branca) apenas para uso pessoal: você pode assinar os vídeos que cria, mas não revender o Reelforge. A atribuição ao Reelforge é removida automaticamente após ${PLR_ATTRIBUTION_DAYS} dias.`,
    generic:
      'Não tenho certeza se entendi. Posso ajudar com planos e preços, criação de vídeos, avatares e vozes, pagamentos, idiomas e direitos PLR. O que você gostaria de saber?',
  },
};
