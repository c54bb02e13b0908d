#include "ui/problems/exportguard.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace ExportGuard {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("ExportGuard", text, disambiguation, n);
}

} // namespace

Answer ask(QWidget *parent, int errors)
{
    if (errors <= 0)
        return Answer::Export;
    QMessageBox box(QMessageBox::Warning, tr("Export with Errors?"),
                    tr("The design has %n error(s): HBase would refuse it or a rule says it "
                       "will fail in production. The script can still be exported.",
                       nullptr, errors),
                    QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("exportGuard"));
    QPushButton *show = box.addButton(tr("Show Problems"), QMessageBox::ActionRole);
    show->setObjectName(QStringLiteral("showProblems"));
    QPushButton *anyway = box.addButton(tr("Export Anyway"), QMessageBox::AcceptRole);
    anyway->setObjectName(QStringLiteral("exportAnyway"));
    box.setDefaultButton(show);
    box.exec();
    if (box.clickedButton() == show)
        return Answer::ShowProblems;
    return box.clickedButton() == anyway ? Answer::Export : Answer::Cancel;
}

} // namespace ExportGuard
