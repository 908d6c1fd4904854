-- Issue 29: Mastodon and Bluesky connections name the creator's own server (an instance, a PDS).
ALTER TABLE "social_connections" ADD COLUMN "server_url" text;