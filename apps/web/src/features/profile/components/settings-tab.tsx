import { Keyboard, Monitor } from 'lucide-react';
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { setPreference, usePreferences } from '../lib/preferences';
import { AccountSection } from './account-section';
import { ApiTokensSection } from './api-tokens-section';
import { BrandKitSection } from './brand-kit-section';
import { LanguageModelSection } from './language-model-section';
import { SpeechSection } from './speech-section';
import { StockMediaSection } from './stock-media-section';
import { VoiceSection } from './voice-section';
import { WebhooksSection } from './webhooks-section';

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border bg-card">
      <h3 className="flex items-center gap-2 border-b px-4 py-3 text-sm font-semibold">
        {icon}
        {title}
      </h3>
      <div className="divide-y">{children}</div>
    </section>
  );
}

function SettingRow({ id, label, hint, control }: { id: string; label: string; hint: string; control: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
      {control}
    </div>
  );
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The language model and voice are saved to the account; display and keyboard preferences live in this browser only. */
export function SettingsTab({ extra }: { extra?: ReactNode }) {
  const prefs = usePreferences();
  return (
    <div className="grid gap-4">
      <LanguageModelSection />
      <VoiceSection />
      <SpeechSection />
      <StockMediaSection />
      <WebhooksSection />
      <ApiTokensSection />
      <BrandKitSection />
      <Section icon={<Monitor className="size-4 text-primary" />} title="Display">
        <SettingRow
          id="pref-reduce-motion"
          label="Reduce motion"
          hint="Turns off animations and transitions across the app."
          control={
            <Switch
              id="pref-reduce-motion"
              checked={prefs.reduceMotion}
              onCheckedChange={(v) => setPreference('reduceMotion', v)}
            />
          }
        />
        {extra}
      </Section>
      <Section icon={<Keyboard className="size-4 text-primary" />} title="Keyboard shortcuts">
        <div className="flex items-center justify-between px-4 py-3 text-sm">
          <span>Collapse or expand the sidebar</span>
          <kbd className="rounded-md border bg-muted px-2 py-0.5 font-mono text-xs">{isMac ? '⌘' : 'Ctrl'} + B</kbd>
        </div>
      </Section>
      <p className="text-xs text-muted-foreground">Display settings are saved in this browser only.</p>
      <AccountSection />
    </div>
  );
}
