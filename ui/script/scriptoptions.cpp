#include "ui/script/scriptoptions.h"

#include "ui/files/filecontroller.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

#include <algorithm>

namespace ScriptOptions {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ScriptOptions", text);
}

} // namespace

void fillDialects(QComboBox *box)
{
    const QSignalBlocker blocker(box);
    const int chosen = std::max(box->currentIndex(), 0);
    box->clear();
    box->addItem(tr("Project's version"));
    for (const QString &name : kHBaseVersionNames.names())
        box->addItem(tr("HBase %1").arg(name), name);
    box->setCurrentIndex(chosen);
}

std::optional<HBaseVersion> chosenDialect(const QComboBox *box)
{
    if (box->currentIndex() <= 0)
        return std::nullopt;
    return kHBaseVersionNames.parse(box->currentData().toString());
}

QString askSavePath(QWidget *parent, const QString &title, const QString &projectFile,
                    const QString &fileName, const QString &untitledDirectory)
{
    const QString untitled = untitledDirectory.isEmpty() ? QDir::homePath() : untitledDirectory;
    const QString directory = FileController::exportDirectory(
        projectFile, projectFile.isEmpty() ? untitled : QFileInfo(projectFile).absolutePath());
    QString path = QFileDialog::getSaveFileName(parent, title, QDir(directory).filePath(fileName),
                                                tr("HBase shell scripts (*.rb)"));
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".rb");
    if (!path.isEmpty())
        FileController::rememberExport(projectFile, path);
    return path;
}

} // namespace ScriptOptions
