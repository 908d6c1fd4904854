import { AlertCircle, ArrowLeft, Home } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export function NotFoundPage() {
  return (
    <div className="flex min-h-screen w-full items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-2">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="size-8 text-red-500" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            There is no page at this address. The link may be mistyped or out of date; the home page
            leads everywhere Reelforge goes.
          </p>
          <div className="mt-6 flex flex-wrap gap-2">
            <Button asChild variant="gradient">
              <Link href="/">
                <Home /> Back to home
              </Link>
            </Button>
            {history.length > 1 && (
              <Button variant="outline" onClick={() => history.back()}>
                <ArrowLeft /> Go back
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
