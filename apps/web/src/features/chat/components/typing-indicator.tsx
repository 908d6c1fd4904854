export function TypingIndicator() {
  return (
    <li role="status" aria-label="PaulinaAI is typing" className="flex items-center gap-2">
      <span className="flex gap-1 rounded-2xl rounded-bl-sm bg-muted px-3.5 py-3">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-violet-500"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span className="text-xs text-muted-foreground">PaulinaAI is typing…</span>
    </li>
  );
}
