import { CONTACT, type LegalSection } from './types';

export const PRIVACY_INTRO =
  'This Privacy Policy explains what personal data Reelforge stores, why, for how long, and the choices and rights you have. We collect what we need to run the product and nothing more.';

export const PRIVACY: LegalSection[] = [
  {
    title: 'What we store',
    body: [
      {
        list: [
          'Account: your first and last name, email address, optional profile details (bio, location, website, photo), your role and your subscription status. Your password is stored only as an Argon2id hash, never in readable form.',
          'Sign-in sessions: a random session token in an httpOnly cookie; our database keeps only a hash of it and its expiry date.',
          'Your content: topics, instructions, scripts, generated narration, captions, videos and thumbnails, avatars and the photos you upload for them, templates and scheduled posts.',
          'Connected platforms: the platform, your username and user ID there, and the access tokens you provide. Tokens are encrypted at rest and used only to publish what you ask.',
          'First-party analytics: page views (the page path and time) and product events such as a video being created or an AI model being used, stored in our own database and linked to your account when you are signed in.',
          'Billing: your plan and payment status. Card details go directly to our payment processor; we never see or store full card numbers.',
        ],
      },
    ],
  },
  {
    title: 'Google Analytics (optional)',
    body: [
      'If the operator of this Reelforge site has enabled it, page views and the same product events are also sent to Google Analytics, which sets its own cookies and processes data under Google’s privacy terms. When it is not enabled, no data goes to Google.',
    ],
  },
  {
    title: 'How we use your data',
    body: [
      {
        list: [
          'to provide Reelforge: sign you in, generate and render your videos, publish your scheduled posts and show your analytics;',
          'to bill paid plans and meet our legal duties, including those described in our AML Policy;',
          'to keep Reelforge secure, prevent abuse and fix problems;',
          'to understand which features are used, in aggregate, and improve them.',
        ],
      },
      'We do not sell your personal data and do not use your content to train AI models.',
    ],
  },
  {
    title: 'Who receives it',
    body: [
      'Service providers that process data for us under contract: hosting and storage, our payment processor, and — only if configured — AI model and voice providers that receive the topic, instructions or script needed to produce your content. The social platforms you connect receive the posts you publish there. We disclose data to authorities only when the law requires it.',
    ],
  },
  {
    title: 'Cookies and local storage',
    body: [
      {
        list: [
          'a session cookie that keeps you signed in (strictly necessary);',
          'a cookie that remembers whether the sidebar is collapsed (7 days);',
          'a flag in your browser’s local storage recording that you closed the PaulinaAI chat — the chat itself runs in your browser and its messages are not sent to us;',
          'Google Analytics cookies, only when Google Analytics is enabled.',
        ],
      },
    ],
  },
  {
    title: 'How long we keep it',
    body: [
      'Account data and content are kept while your account is open. Sign-in sessions expire after 30 days. When you delete content it is removed from our storage; when you close your account we delete your profile, content and platform tokens within 30 days, and remaining backup copies expire within a further 30 days. Billing records are kept as long as tax and accounting law requires, and records covered by our AML Policy for the period described there.',
    ],
  },
  {
    title: 'Security',
    body: [
      'Passwords are hashed with Argon2id, platform tokens are encrypted, session cookies are httpOnly and, in production, sent only over HTTPS. Sign-in attempts are rate-limited. No system is perfectly secure; we will notify you and the competent authorities of a breach affecting your data where the law requires it.',
    ],
  },
  {
    title: 'Your rights',
    body: [
      'Depending on where you live, you can ask to access, correct, export or delete your personal data, to restrict or object to its processing, and to withdraw consent (for example to analytics cookies). You can correct most profile data yourself in the app. You also have the right to complain to your data protection authority.',
      `To exercise a right, write to ${CONTACT.privacy}. We answer within one month.`,
    ],
  },
  {
    title: 'Children',
    body: [
      'Reelforge is not intended for children under 16 and we do not knowingly collect their data. If you believe a child has given us data, contact us and we will delete it.',
    ],
  },
  {
    title: 'Changes and contact',
    body: [
      `We will post any update here with a new date and tell you in advance of material changes. Questions: ${CONTACT.privacy}.`,
    ],
  },
];
