/** Where each service keeps its export, step by step. */
import { Card } from '@/components/ui/card';

const sources = [
  {
    name: 'Goodreads',
    steps: [
      'Sign in at goodreads.com on a computer.',
      'Open My Books → Import and export → Export library.',
      'Choose Export Library, then download the .csv file when its link appears.',
    ],
  },
  {
    name: 'StoryGraph',
    steps: [
      'Sign in at app.thestorygraph.com.',
      'Open Manage account → Export StoryGraph library.',
      'Choose Generate export, then download the .csv file when it is ready.',
    ],
  },
];

export function ExportInstructions() {
  return (
    <section aria-labelledby="where-to-get" className="space-y-3">
      <h2 id="where-to-get" className="text-lg font-semibold">
        Where to get your file
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {sources.map((source) => (
          <Card key={source.name} className="p-5">
            <h3 className="font-semibold">From {source.name}</h3>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-muted-foreground">
              {source.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Card>
        ))}
      </div>
    </section>
  );
}
