import { formatUsd, PLANS, PLATFORM_LABELS } from '@reelforge/contracts';
import { CONTACT, type LegalSection } from './types';

const platforms = Object.values(PLATFORM_LABELS).join(', ');

export const TERMS_INTRO =
  'These Terms of Use govern your use of Reelforge, the web platform where creators make, voice, render and publish videos with a team of AI agents. Please read them carefully: by creating an account or using Reelforge you agree to them.';

export const TERMS: LegalSection[] = [
  {
    title: 'Accepting these Terms',
    body: [
      'By accessing or using Reelforge you agree to these Terms, our Privacy Policy and our AML Policy. If you use Reelforge on behalf of a company or brand, you confirm that you may bind it to these Terms. If you do not agree, do not use Reelforge.',
      'You must be at least 16 years old, or the age of digital consent where you live if higher, to create an account.',
    ],
  },
  {
    title: 'Your account',
    body: [
      'You sign up with your name, a valid email address and a password of at least 10 characters that is not one of the most common passwords. Keep your information accurate and your password secret; you are responsible for everything done with your account.',
      'Tell us immediately at ' +
        CONTACT.legal +
        ' if you believe someone else has used your account. One account is for one person; do not share or sell accounts.',
    ],
  },
  {
    title: 'The service',
    body: [
      'Reelforge generates scripts, narration, captions and videos from 15 seconds to 60+ minutes, builds avatars from a photo you provide, schedules posts and publishes them to the platforms you connect, and reports analytics. We improve Reelforge continually and may add, change or remove features; we will give reasonable notice before removing a feature you pay for.',
    ],
  },
  {
    title: 'Your content and ownership',
    body: [
      'You keep ownership of what you bring to Reelforge (topics, instructions, scripts, photos and other uploads) and of the videos and other output generated for you, to the extent the law allows.',
      'You give us a worldwide, non-exclusive, royalty-free licence to store, process, render, display and transmit your content only as needed to run Reelforge for you — for example to render a video or publish it where you asked. This licence ends when you delete the content or your account, except for copies you have already published or shared.',
      'You confirm that you hold the rights to everything you upload. In particular, you may only build an avatar from a photo of yourself or of a person who has given you explicit permission to use their likeness and voice.',
    ],
  },
  {
    title: 'AI-generated output',
    body: [
      'Scripts, voices, avatars and videos are produced by automated systems. They can contain mistakes, sound like other content, or be unsuitable for your purpose. Review every output before you publish it; you are responsible for what you publish.',
      'Label AI-generated or synthetic media wherever a platform or the law requires it. We do not promise any number of views, followers or any income from content made with Reelforge.',
    ],
  },
  {
    title: 'Publishing to third-party platforms',
    body: [
      `You can connect accounts on ${platforms}. When you connect one you authorise Reelforge to publish on it the posts you create or schedule, at the time you choose. Access tokens are stored encrypted and used only for this.`,
      'Each platform has its own terms, rules and limits, which apply to what you publish there. Platforms may reject, delay, limit or remove posts, or change their interfaces, and we are not responsible for their decisions. You can disconnect a platform at any time in Reelforge, and revoke our access in the platform’s own settings.',
    ],
  },
  {
    title: 'Acceptable use',
    body: [
      'You must not use Reelforge to create, publish or store:',
      {
        list: [
          'illegal content, or content that infringes copyright, trademarks, privacy or publicity rights;',
          'deceptive deepfakes, impersonation of real people, or misleading political or financial content;',
          'content that sexualises minors, promotes violence, terrorism or hatred, or harasses anyone;',
          'spam, fake engagement or content designed to manipulate platform algorithms against their rules;',
          'malware, or attempts to probe, overload, scrape or reverse engineer Reelforge or to get around its limits.',
        ],
      },
      'We may remove content and suspend accounts that break these rules.',
    ],
  },
  {
    title: 'Plans, subscriptions and payment',
    body: [
      'Signing up is free. Reelforge sells two plans:',
      {
        list: [
          `${PLANS.free.name} — ${formatUsd(PLANS.free.priceUsd)}: ${PLANS.free.features.join(', ')}.`,
          `${PLANS.premium.name} — ${formatUsd(PLANS.premium.priceUsd)} per month: ${PLANS.premium.features.join(', ')}.`,
        ],
      },
      'Paid plans are billed monthly in advance in US dollars, by card through our payment processor, and renew automatically until you cancel. A cancellation takes effect at the end of the period already paid; except where the law requires otherwise, we do not refund partial periods. Prices exclude taxes where applicable. We will tell you at least 30 days before a price change affects your subscription.',
      'Payments are screened under our AML Policy.',
    ],
  },
  {
    title: 'Your videos and private label rights',
    body: [
      'The videos you make with Reelforge are yours to publish under your own name and brand, on either plan.',
      'No plan includes private label rights (PLR) to Reelforge itself: you may not resell, sublicense, rent, rebrand or redistribute Reelforge, its templates or its agents, or offer Reelforge to others as your own service.',
    ],
  },
  {
    title: 'Reelforge’s property',
    body: [
      'Reelforge, its software, agents, templates, design and brand belong to us and our licensors. Except for the rights these Terms give you, nothing transfers to you.',
    ],
  },
  {
    title: 'Termination',
    body: [
      'You may stop using Reelforge and delete your account at any time. We may suspend or close your account if you seriously or repeatedly break these Terms, if the law requires it, or to protect other users, telling you why unless the law forbids it.',
      'When an account is closed, access ends, scheduled posts are cancelled and your content is deleted as described in our Privacy Policy. Sections that by their nature should survive (ownership, disclaimers, liability) continue to apply.',
    ],
  },
  {
    title: 'Disclaimers and limitation of liability',
    body: [
      'Reelforge is provided “as is” and “as available”. To the extent the law allows, we disclaim all implied warranties, including fitness for a particular purpose, and we do not guarantee uninterrupted or error-free service.',
      'To the extent the law allows, we are not liable for indirect or consequential losses, lost profits, lost revenue or lost data, nor for the acts of third-party platforms. Our total liability for any claim is limited to the amount you paid us in the 12 months before the claim, or US$100 if greater. Nothing in these Terms limits liability that cannot be limited by law.',
    ],
  },
  {
    title: 'Changes to these Terms',
    body: [
      'We may update these Terms. We will post the new version here with a new date and, for material changes, notify you by email or in the app at least 30 days in advance. Continuing to use Reelforge after that means you accept the new Terms.',
    ],
  },
  {
    title: 'Contact',
    body: [`Questions about these Terms: ${CONTACT.legal}.`],
  },
];
