import { readFileSync } from 'node:fs';
import { render } from './src/index.ts';
const L = JSON.parse(readFileSync('test/fixtures/presenter/astronaut-avatar.landmarks.json', 'utf8'));
for (const [aspect, layout, position] of [['16:9', 'split', 'bottom-left'], ['9:16', 'talking-head', 'bottom-left'], ['1:1', 'corner', 'top-right']] as const) {
  const r = await render({ aspect, platform: 'youtube', title: 'Talking Heads', voice: { voiceId: 'voice2' }, captions: { enabled: true },
    scenes: [{ text: 'Mama made a big map. Papa bought a bat and a hat.', keywords: ['Big map'], emoji: '🗺️' }],
    presenter: { imagePath: 'test/fixtures/presenter/astronaut-avatar.jpg', landmarks: L, layout, position, frame: 'card', borderColor: '#ffd166' } }, `/tmp/pres/out/${layout}.mp4`, { ffmpegPath: '/usr/bin/ffmpeg' });
  console.log(layout, r.presenterBox, r.presenterMs);
}
