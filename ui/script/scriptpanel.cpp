#include "ui/script/scriptpanel.h"

#include "model/analysis/tableanalysis.h"
#include "model/analysis/tablesample.h"
#include "model/io/savefile.h"
#include "ui/document/document.h"
#include "ui/script/scriptoptions.h"
#include "ui/script/scriptpreview.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

ScriptPanel::ScriptPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_heading(new QLabel)
    , m_dialectLabel(new QLabel)
    , m_dialect(new QComboBox)
    , m_splitFormLabel(new QLabel)
    , m_splitForm(new QComboBox)
    , m_copy(new QPushButton)
    , m_save(new QPushButton)
    , m_preview(new ScriptPreview)
{
    m_heading->setObjectName(QStringLiteral("previewHeading"));
    m_heading->setTextFormat(Qt::PlainText);
    m_dialect->setObjectName(QStringLiteral("scriptDialect"));
    m_splitForm->setObjectName(QStringLiteral("scriptSplitForm"));
    m_dialectLabel->setBuddy(m_dialect);
    m_splitFormLabel->setBuddy(m_splitForm);
    m_copy->setIcon(QIcon(QStringLiteral(":/icons/edit-copy.svg")));
    m_save->setIcon(QIcon(QStringLiteral(":/icons/document-save.svg")));
    // The heading may be long (a table's full name); it never widens the window.
    m_heading->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    // Each option beside its label, a gap between the options and before the buttons, and the
    // script's text off its frame: the bar read as one run of words (a 1400x900 trial).
    constexpr int kGap = 18;
    auto *bar = new QHBoxLayout;
    bar->setSpacing(4);
    bar->addWidget(m_dialectLabel);
    bar->addWidget(m_dialect);
    bar->addSpacing(kGap);
    bar->addWidget(m_splitFormLabel);
    bar->addWidget(m_splitForm);
    bar->addSpacing(kGap);
    bar->addWidget(m_copy);
    bar->addSpacing(4);
    bar->addWidget(m_save);
    bar->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 6);
    layout->setSpacing(8);
    layout->addWidget(m_heading);
    layout->addLayout(bar);
    layout->addWidget(m_preview, 1);
    m_preview->document()->setDocumentMargin(8);
    retranslate();
    connect(m_dialect, &QComboBox::currentIndexChanged, this, &ScriptPanel::refresh);
    connect(m_splitForm, &QComboBox::currentIndexChanged, this, &ScriptPanel::refresh);
    connect(m_copy, &QPushButton::clicked, this, &ScriptPanel::copyToClipboard);
    connect(m_save, &QPushButton::clicked, this, &ScriptPanel::saveWithDialog);
    connect(document, &Document::changed, this, &ScriptPanel::refresh);
    // The header names the project file: Save As renames it.
    connect(document, &Document::fileStateChanged, this, [this] {
        if (m_document->filePath() != m_shownFilePath)
            refresh();
    });
}

void ScriptPanel::retranslate()
{
    const QSignalBlocker dialectBlocker(m_dialect);
    const QSignalBlocker formBlocker(m_splitForm);
    const int form = std::max(m_splitForm->currentIndex(), 0);
    ScriptOptions::fillDialects(m_dialect);
    m_splitForm->clear();
    m_splitForm->addItem(tr("Each table's choice"));
    m_splitForm->addItem(tr("Inline SPLITS"), kSplitExportFormNames.name(SplitExportForm::Inline));
    m_splitForm->addItem(tr("SPLITS_FILE"),
                         kSplitExportFormNames.name(SplitExportForm::SplitsFile));
    m_splitForm->setCurrentIndex(form);
    m_dialectLabel->setText(tr("&Dialect:"));
    m_splitFormLabel->setText(tr("Spli&ts:"));
    m_dialect->setToolTip(tr("The HBase release the script is written for; it decides which "
                             "compression codecs may appear"));
    m_splitForm->setToolTip(tr("Write computed split keys inline (SPLITS => [...]) or to a file "
                               "beside the script (SPLITS_FILE)"));
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy the script to the clipboard"));
    m_save->setText(tr("Save As..."));
    m_save->setToolTip(tr("Save this script as an .rb file for hbase shell"));
    refresh();
}

void ScriptPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ScriptPanel::showTable(const QString &fullName)
{
    m_table = m_document->project().findTable(fullName) ? fullName : QString();
    refresh();
}

ExportOptions ScriptPanel::options(const QStringList &tables, const QString &scriptName) const
{
    ExportOptions options;
    const QString file = m_document->filePath();
    // The header names the file the script comes from; a new project has none to name.
    if (!file.isEmpty())
        options.sourceName = QFileInfo(file).fileName();
    else if (!m_document->untitledName().isEmpty())
        options.sourceName = m_document->untitledName() + QStringLiteral(".json");
    options.projectDirectory = file.isEmpty() ? QString() : QFileInfo(file).absolutePath();
    options.scriptName = scriptName;
    options.tables = tables;
    options.recommendedSplits = [this, directory = options.projectDirectory](const Table &t) {
        return recommendedSplits(t, directory);
    };
    options.dialect = ScriptOptions::chosenDialect(m_dialect);
    if (m_splitForm->currentIndex() > 0)
        options.splitForm = kSplitExportFormNames.parse(m_splitForm->currentData().toString());
    return options;
}

Splits::Result ScriptPanel::recommendedSplits(const Table &table, const QString &directory) const
{
    CachedSplits &cached = m_splitsCache[table.fullName()];
    if (cached.directory != directory || cached.table.splits != table.splits ||
        !TableAnalysis::sameKeys(cached.table, table) ||
        (cached.keys.keys.isEmpty() && cached.keys.error.isEmpty())) {
        cached = CachedSplits{table, directory, TableSample::recommendedSplits(table, directory)};
    }
    return cached.keys;
}

void ScriptPanel::refresh()
{
    m_shownFilePath = m_document->filePath();
    const Project &project = m_document->project();
    if (!m_table.isEmpty() && !project.findTable(m_table))
        m_table.clear();
    const bool empty = project.tables.isEmpty();
    m_copy->setEnabled(!empty);
    m_save->setEnabled(!empty);
    if (empty) {
        m_heading->setText(tr("The project has no tables yet"));
        m_preview->setProblems(
            tr("Add a table with Edit > Add Table, or open a project with File > Open Project..."),
            {});
        return;
    }
    m_heading->setText(m_table.isEmpty() ? tr("HBase shell script for the whole project")
                                         : tr("HBase shell script for table %1").arg(m_table));
    // The run command in the header names the file Save As suggests.
    const ExportResult result =
        exportShellScript(project, options(m_table.isEmpty() ? QStringList() : QStringList{m_table},
                                           suggestedName()));
    if (!result.ok()) {
        m_preview->setProblems(tr("Nothing can be exported until these are fixed:"), result.errors);
        return;
    }
    QString text = QString::fromUtf8(result.script);
    for (const ExportedFile &splits : result.splitsFiles)
        text += QStringLiteral("\n# ") +
                tr("%1 (written beside the script):").arg(splits.fileName) + u'\n' +
                QString::fromUtf8(splits.contents);
    m_preview->setScript(text);
}

bool ScriptPanel::exportTo(const QString &path, const ExportOptions &options, QString *error) const
{
    const ExportResult result = exportShellScript(m_document->project(), options);
    if (!result.ok()) {
        *error = result.errors.join(u'\n');
        return false;
    }
    const QDir dir = QFileInfo(path).absoluteDir();
    for (const ExportedFile &file : result.splitsFiles) {
        if (!writeFileAtomically(dir.filePath(file.fileName), file.contents, error))
            return false;
    }
    return writeFileAtomically(path, result.script, error);
}

void ScriptPanel::saveWithDialog()
{
    const QString path = ScriptOptions::askSavePath(this, tr("Save HBase Shell Script"),
                                                    m_document->filePath(), suggestedName());
    if (path.isEmpty())
        return;
    QString error;
    const ExportOptions chosen = options(m_table.isEmpty() ? QStringList() : QStringList{m_table},
                                         QFileInfo(path).fileName());
    if (!exportTo(path, chosen, &error))
        QMessageBox::warning(this, tr("Cannot Save Script"), error);
    else
        emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}

QString ScriptPanel::suggestedName() const
{
    const QString base = m_table.isEmpty() ? m_document->baseName() : m_table.section(u':', 1);
    return base + QStringLiteral(".rb");
}

void ScriptPanel::copyToClipboard() const
{
    QApplication::clipboard()->setText(m_preview->toPlainText());
}
