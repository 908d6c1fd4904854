// The package ships no typings; this covers the part of its Emscripten API the engine uses.
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakEvent {
    type:
      'list_terminated' | 'word' | 'sentence' | 'mark' | 'play' | 'end' | 'msg_terminated' | 'phoneme' | 'samplerate';
    /** 1-based code point offset into the synthesized text. */
    text_position: number;
    word_length: number;
    /** Milliseconds from the start of this synthesize() call's audio. */
    audio_position: number;
    id: string | number | undefined;
  }

  export interface EspeakVoiceInfo {
    name: string;
    identifier: string;
    languages: { priority: number; name: string }[];
  }

  export interface ESpeakNGWorker {
    readonly samplerate: number;
    set_voice(name: string): void;
    set_rate(wpm: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    list_voices(): EspeakVoiceInfo[];
    /** Calls back per audio chunk; returning true aborts synthesis. */
    synthesize(text: string, callback: (samples: Int16Array, events: EspeakEvent[]) => boolean | void): void;
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }

  const init: (moduleArg?: object) => Promise<EspeakModule>;
  export default init;
}
