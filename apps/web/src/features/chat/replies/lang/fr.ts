import { PLR_ATTRIBUTION_DAYS } from '@reelforge/contracts/data';
import { free, freeVideos, premium, tierList } from '../prices';
import type { LanguagePack } from '../types';

export const fr: LanguagePack = {
  lang: 'fr',
  stopWords:
    'le la les un une des est et de du que qui je tu vous nous mon votre pour avec dans sur comment combien quel quelle pas ne merci bonjour coûte puis est-ce',
  keywords: {
    plr: ['plr', 'marque blanche', 'revente', 'revendre'],
    pricing: ['prix', 'tarif', 'combien', 'coute', 'cout', 'forfait', 'abonnement', 'offre', 'gratuit'],
    payment: ['paiement', 'payer', 'carte', 'facture', 'rembours', 'crypto', 'versement'],
    avatar: ['avatar', 'voix', 'presentateur', 'visage'],
    video: ['video', 'reel', 'script', 'sous-titre', 'clip', 'montage', 'tiktok', 'youtube', 'publier', 'planifier'],
    language: ['langue', 'tradu', 'anglais', 'francais', 'parles'],
    support: ['aide', 'support', 'probleme', 'erreur', 'contact', 'bug', 'ne marche pas', 'ne fonctionne pas'],
    greeting: ['bonjour', 'salut', 'bonsoir', 'coucou'],
  },
  pricing: () =>
    `Offres créateurs, facturées au mois :\n${tierList()}\n★ la plus populaire\n\nDans l’application, vous pouvez commencer avec Free (${free}, ${freeVideos} vidéos par mois, TikTok) puis passer à Premium pour ${premium}/mois : toutes les plateformes et vidéos illimitées.`,
  replies: {
    greeting:
      'Bonjour, je suis PaulinaAI ! 👋 Posez-moi vos questions sur les offres et les prix, la création de vidéos, les avatars et les voix, les paiements, les langues ou les droits PLR.',
    video:
      'Ouvrez Video Studio, indiquez un sujet et choisissez la durée (de 15 secondes à plus de 60 minutes), la plateforme et le ton. Les agents écrivent le script, le narrent, ajoutent les sous-titres et produisent un MP4 à prévisualiser et télécharger. Publiez-le ensuite sur TikTok, YouTube, Instagram, Facebook, Twitter/X ou LinkedIn depuis le Post Scheduler.',
    avatar:
      'Dans Avatar Builder, créez un avatar à partir d’une seule photo (carrée, 512×512 ou plus), choisissez un style — réaliste, cartoon, anime, professionnel ou décontracté — et l’une des six voix (naturelle, professionnelle ou énergique, masculine ou féminine). Définissez-le par défaut pour qu’il présente vos vidéos.',
    payment:
      'Les abonnements se paient par carte via le formulaire sécurisé de Billing & Plans, facturés chaque mois en USD ; l’inscription est gratuite et sans carte. L’offre DIAMOND ajoute des versements multi-devises (USD, EUR, NGN, XOF et crypto) pour vos propres ventes.',
    support:
      'Je suis disponible 24 h/24 : écrivez simplement votre question. Video Studio crée les vidéos, Avatar Builder les présentateurs, Post Scheduler publie et Billing & Plans gère votre abonnement. Les Conditions, la Politique de confidentialité et la Politique AML sont en bas de page.',
    language:
      'Je réponds dans plus de 10 langues : English, Español, Français, Deutsch, Português, Italiano, 中文, 日本語, 한국어, العربية, हिन्दी et Русский. Écrivez-moi dans la vôtre. Les avatars peuvent parler plus de 100 langues.',
    plr: `DIAMOND inclut des droits PLR (marque blanche) pour un usage personnel uniquement : vous pouvez signer vos vidéos à votre nom, mais pas revendre Reelforge. La mention Reelforge est retirée automatiquement après ${PLR_ATTRIBUTION_DAYS} jours.`,
    generic:
      'Je ne suis pas sûre d’avoir compris. Je peux vous aider sur les offres et les prix, la création de vidéos, les avatars et les voix, les paiements, les langues et les droits PLR. Que voulez-vous savoir ?',
  },
};
