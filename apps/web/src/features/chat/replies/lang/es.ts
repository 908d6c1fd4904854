import { PLR_ATTRIBUTION_DAYS } from '@reelforge/contracts/data';
import { free, freeVideos, premium, tierList } from '../prices';
import type { LanguagePack } from '../types';

export const es: LanguagePack = {
  lang: 'es',
  stopWords:
    'el la los las un una es y de del que en por para con mi tu como cómo qué cuánto cuanto cuesta puedo quiero hay necesito gracias hola sí pero muy',
  keywords: {
    plr: ['plr', 'marca blanca', 'etiqueta privada', 'reventa', 'revender'],
    pricing: ['precio', 'cuesta', 'cuanto', 'costo', 'coste', 'plan', 'tarifa', 'suscrip', 'gratis', 'barato', 'caro'],
    payment: ['pago', 'pagar', 'tarjeta', 'factura', 'reembolso', 'cripto', 'cobro', 'billetera'],
    avatar: ['avatar', 'voz', 'voces', 'presentador', 'cara', 'rostro'],
    video: [
      'video',
      'vídeo',
      'reel',
      'guion',
      'guión',
      'subtitul',
      'clip',
      'tiktok',
      'youtube',
      'publicar',
      'programar',
    ],
    language: ['idioma', 'lengua', 'traduc', 'ingles', 'español', 'espanol', 'hablas'],
    support: ['ayuda', 'soporte', 'problema', 'error', 'contacto', 'falla', 'no funciona'],
    greeting: ['hola', 'buenos dias', 'buenas tardes', 'buenas noches', 'saludos'],
  },
  pricing: () =>
    `Niveles para creadores, con facturación mensual:\n${tierList()}\n★ el más popular\n\nEn la app puedes empezar con el plan Free (${free}, ${freeVideos} videos al mes, TikTok) y pasar a Premium por ${premium}/mes con todas las plataformas y videos ilimitados.`,
  replies: {
    greeting:
      '¡Hola! Soy PaulinaAI 👋 Pregúntame por planes y precios, creación de videos, avatares y voces, pagos, idiomas o derechos PLR.',
    video:
      'Abre Video Studio, escribe un tema y elige duración (de 15 segundos a más de 60 minutos), plataforma y tono. Los agentes escriben el guion, lo narran, añaden subtítulos y generan un MP4 que puedes ver y descargar. Después publícalo en TikTok, YouTube, Instagram, Facebook, Twitter/X o LinkedIn desde el Post Scheduler.',
    avatar:
      'En Avatar Builder creas un avatar a partir de una sola foto (cuadrada, de 512×512 o más), eliges un estilo — realista, cartoon, anime, profesional o casual — y una de seis voces (natural, profesional o enérgica, masculina o femenina). Márcalo como predeterminado y presentará tus videos.',
    payment:
      'Las suscripciones se pagan con tarjeta en el formulario seguro de Billing & Plans, con cobro mensual en USD; registrarse es gratis y no pide tarjeta. El nivel DIAMOND añade cobros en varias monedas (USD, EUR, NGN, XOF y cripto) para tus propias ventas.',
    support:
      'Estoy aquí las 24 horas: escribe tu pregunta. Video Studio crea videos, Avatar Builder crea presentadores, Post Scheduler publica y Billing & Plans gestiona tu suscripción. Los Términos, la Política de Privacidad y la Política AML están enlazados al pie de la página.',
    language:
      'Respondo en más de 10 idiomas: English, Español, Français, Deutsch, Português, Italiano, 中文, 日本語, 한국어, العربية, हिन्दी y Русский. Escríbeme en el tuyo. Los avatares pueden narrar en más de 100 idiomas.',
    plr: `DIAMOND incluye derechos PLR (marca blanca) solo para uso personal: puedes firmar como tuyos los videos que creas, pero no revender Reelforge. La atribución de Reelforge se elimina automáticamente a los ${PLR_ATTRIBUTION_DAYS} días.`,
    generic:
      'No estoy segura de haberte entendido. Puedo ayudarte con planes y precios, creación de videos, avatares y voces, pagos, idiomas y derechos PLR. ¿Qué te gustaría saber?',
  },
};
