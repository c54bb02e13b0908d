#pragma once

class QWidget;

// Before File > Export writes a script while error-level findings are open: says so and offers
// to show them; exporting anyway stays possible (a workshop may export the bad design on
// purpose).
namespace ExportGuard {

enum class Answer { Export, ShowProblems, Cancel };

// Export at once when `errors` is 0; otherwise asks.
Answer ask(QWidget *parent, int errors);

} // namespace ExportGuard
