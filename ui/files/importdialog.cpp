#include "ui/files/importdialog.h"

#include "model/io/filelimits.h"
#include "model/schema/localizedtext.h"
#include "ui/window/saferebuild.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace {
constexpr int kRerunMs = 300; // after the last keystroke in the pasted text
} // namespace

ImportDialog::ImportDialog(bool canMerge, const QString &directory, QWidget *parent)
    : QDialog(parent)
    , m_sources(new QTabWidget)
    , m_files(new QListWidget)
    , m_add(new QPushButton)
    , m_remove(new QPushButton)
    , m_reload(new QPushButton)
    , m_pasted(new QPlainTextEdit)
    , m_formatLabel(new QLabel)
    , m_format(new QComboBox)
    , m_asNew(new QRadioButton)
    , m_merge(new QRadioButton)
    , m_summary(new QLabel)
    , m_messages(new QListWidget)
    , m_copy(new QPushButton)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
    , m_rerun(new QTimer(this))
    , m_watcher(new QFileSystemWatcher(this))
    , m_directory(directory)
{
    // Add Files... starts where files were last imported from (a cluster's outputs are usually
    // kept together), else in the folder given (the project's).
    if (const QString last = QSettings().value(lastDirectoryKey()).toString();
        !last.isEmpty() && QFileInfo(last).isDir())
        m_directory = last;
    setObjectName(QStringLiteral("importDialog"));
    m_sources->setObjectName(QStringLiteral("importSources"));
    m_files->setObjectName(QStringLiteral("importFiles"));
    m_add->setObjectName(QStringLiteral("importAddFiles"));
    m_remove->setObjectName(QStringLiteral("importRemoveFiles"));
    m_reload->setObjectName(QStringLiteral("importReload"));
    m_copy->setObjectName(QStringLiteral("importCopyMessages"));
    m_pasted->setObjectName(QStringLiteral("importPastedText"));
    // Tab goes on to the format and the buttons (a keyboard user was held in the box); pasted
    // text keeps its tabs.
    m_pasted->setTabChangesFocus(true);
    m_format->setObjectName(QStringLiteral("importFormat"));
    m_asNew->setObjectName(QStringLiteral("importAsNewProject"));
    m_merge->setObjectName(QStringLiteral("importIntoProject"));
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_messages->setObjectName(QStringLiteral("importMessages"));

    m_files->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // describe output is as wide as the terminal it came from: never wrapped, so that its lines
    // read as the shell printed them.
    m_pasted->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_pasted->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_summary->setWordWrap(true);
    m_messages->setWordWrap(true);
    m_messages->setTextElideMode(Qt::ElideNone);
    // Messages are read and copied: several can be selected, Ctrl+C copies them.
    m_messages->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_messages->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *copy = new QAction(m_messages);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    m_messages->addAction(copy);
    connect(copy, &QAction::triggered, this, &ImportDialog::copyMessages);
    const int icon = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_messages->setIconSize(QSize(icon, icon));
    m_merge->setEnabled(canMerge);
    connect(m_merge, &QRadioButton::toggled, this, &ImportDialog::updateImportButton);
    m_asNew->setChecked(true);
    m_rerun->setSingleShot(true);
    m_rerun->setInterval(kRerunMs);

    auto *filesPage = new QWidget;
    auto *fileButtons = new QVBoxLayout;
    fileButtons->addWidget(m_add);
    fileButtons->addWidget(m_remove);
    fileButtons->addWidget(m_reload);
    fileButtons->addStretch(1);
    auto *filesLayout = new QHBoxLayout(filesPage);
    filesLayout->addWidget(m_files, 1);
    filesLayout->addLayout(fileButtons);
    m_sources->addTab(filesPage, QString());
    m_sources->addTab(m_pasted, QString());

    auto *options = new QFormLayout;
    options->addRow(m_formatLabel, m_format);
    m_formatLabel->setBuddy(m_format);
    auto *destination = new QVBoxLayout;
    destination->addWidget(m_asNew);
    destination->addWidget(m_merge);
    options->addRow(destination);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_sources, 3);
    layout->addLayout(options);
    auto *summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(m_copy, 0, Qt::AlignBottom);
    layout->addLayout(summaryRow);
    layout->addWidget(m_messages, 2);
    layout->addWidget(m_buttons);

    connect(m_add, &QPushButton::clicked, this, &ImportDialog::browse);
    connect(m_remove, &QPushButton::clicked, this, &ImportDialog::removeSelectedFiles);
    connect(m_reload, &QPushButton::clicked, this, &ImportDialog::reload);
    connect(m_copy, &QPushButton::clicked, this, &ImportDialog::copyMessages);
    // A file saved in an editor is read again (after the same pause as typing).
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_rerun, qOverload<>(&QTimer::start));
    connect(m_files, &QListWidget::itemSelectionChanged, this, [this] {
        SafeRebuild::enable(m_remove, !m_files->selectedItems().isEmpty(), m_files);
    });
    connect(m_pasted, &QPlainTextEdit::textChanged, this, [this] {
        m_stale = true;
        m_rerun->start();
    });
    connect(m_rerun, &QTimer::timeout, this, &ImportDialog::run);
    connect(m_sources, &QTabWidget::currentChanged, this, &ImportDialog::inputsChanged);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ImportDialog::inputsChanged);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (result().project) // the files as they are now on disk
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
    m_remove->setEnabled(false);
    resize(760, 560);
    run();
}

void ImportDialog::retranslate()
{
    setWindowTitle(tr("Import Schema"));
    m_sources->setTabText(0, tr("&Files"));
    m_sources->setTabText(1, tr("&Pasted Text"));
    m_add->setText(tr("&Add Files..."));
    m_remove->setText(tr("&Remove"));
    m_reload->setText(tr("Re&load"));
    m_reload->setToolTip(tr("Read the files again, as they are now on disk"));
    m_copy->setText(tr("&Copy Messages"));
    m_copy->setToolTip(tr("Copy the selected messages, or all of them, as FILE:LINE: message"));
    m_messages->actions().first()->setText(tr("&Copy"));
    m_pasted->setPlaceholderText(
        tr("Paste what the HBase shell printed for describe 'NS:TABLE' (one or many tables, "
           "prompts and all), a shell script with create and alter, or the REST server's schema "
           "JSON."));
    m_formatLabel->setText(tr("F&ormat:"));
    const int format = std::max(0, m_format->currentIndex());
    {
        const QSignalBlocker blocker(m_format);
        m_format->clear();
        m_format->addItem(tr("Detect for each input"), int(Importer::Format::Auto));
        m_format->addItem(tr("describe output"), int(Importer::Format::Describe));
        m_format->addItem(tr("HBase shell script"), int(Importer::Format::Shell));
        m_format->addItem(tr("REST schema JSON"), int(Importer::Format::Rest));
        m_format->setCurrentIndex(format);
    }
    m_asNew->setText(tr("Open as a &new project"));
    m_merge->setText(tr("Add the tables to &this project (one undoable step)"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    m_stale = true;
    run();
}

void ImportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

QString ImportDialog::fileFilter()
{
    return tr("Schemas (*.txt *.describe *.out *.rb *.hbase *.json);;describe output (*.txt "
              "*.describe *.out);;HBase shell scripts (*.rb *.hbase);;JSON: project files, REST "
              "schema (*.json);;All files (*)");
}

QString ImportDialog::lastDirectoryKey()
{
    return QStringLiteral("import/lastDirectory");
}

void ImportDialog::browse()
{
    const QStringList paths =
        QFileDialog::getOpenFileNames(this, tr("Import Files"), m_directory, fileFilter());
    if (paths.isEmpty())
        return;
    m_directory = QFileInfo(paths.first()).absolutePath();
    // Where the deployed version's files are: Compare With starts there for an untitled project.
    QSettings().setValue(lastDirectoryKey(), m_directory);
    addFiles(paths);
}

void ImportDialog::addFiles(const QStringList &paths)
{
    for (const QString &path : paths) {
        auto *item = new QListWidgetItem(QDir::toNativeSeparators(path), m_files);
        item->setData(Qt::UserRole, path);
    }
    m_sources->setCurrentIndex(int(Source::Files));
    inputsChanged();
}

void ImportDialog::removeSelectedFiles()
{
    qDeleteAll(m_files->selectedItems());
    inputsChanged();
}

void ImportDialog::setPastedText(const QString &text)
{
    m_sources->setCurrentIndex(int(Source::PastedText));
    m_pasted->setPlainText(text);
}

void ImportDialog::setSource(Source source)
{
    m_sources->setCurrentIndex(int(source));
}

void ImportDialog::setFormat(Importer::Format format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

void ImportDialog::setMerge(bool merge)
{
    (merge && m_merge->isEnabled() ? m_merge : m_asNew)->setChecked(true);
}

ImportDialog::Source ImportDialog::source() const
{
    return Source(m_sources->currentIndex());
}

bool ImportDialog::merge() const
{
    return m_merge->isChecked();
}

const Importer::Result &ImportDialog::result()
{
    if (m_stale) {
        run();
    } else if (source() == Source::Files) {
        // A file edited since it was read is imported as it is now.
        QStringList unreadable;
        const QList<Importer::Input> inputs = readInputs(&unreadable);
        bool same = inputs.size() == m_inputs.size() && unreadable == m_unreadable;
        for (qsizetype i = 0; same && i < inputs.size(); ++i)
            same = inputs[i].fileName == m_inputs[i].fileName &&
                   inputs[i].contents == m_inputs[i].contents;
        if (!same)
            import(inputs, unreadable);
    }
    return m_result;
}

void ImportDialog::reload()
{
    inputsChanged();
}

QString ImportDialog::suggestedName() const
{
    if (source() == Source::Files && m_files->count() > 0)
        return QFileInfo(m_files->item(0)->data(Qt::UserRole).toString()).baseName();
    return importedName();
}

QString ImportDialog::importedName()
{
    //: The name of a project imported from pasted text, offered by Save As as NAME.json.
    return tr("imported");
}

void ImportDialog::inputsChanged()
{
    m_stale = true;
    run();
}

void ImportDialog::run()
{
    QStringList unreadable;
    const QList<Importer::Input> inputs = readInputs(&unreadable);
    import(inputs, unreadable);
}

// The inputs as they are now; a file that cannot be read is left out and named in `unreadable`
// ("FILE: cannot open: why"), so that the others are still read for their messages.
QList<Importer::Input> ImportDialog::readInputs(QStringList *unreadable) const
{
    QList<Importer::Input> inputs;
    if (source() == Source::Files) {
        for (int i = 0; i < m_files->count(); ++i) {
            const QString path = m_files->item(i)->data(Qt::UserRole).toString();
            QFile file(path);
            if (file.open(QIODevice::ReadOnly))
                inputs.append({path, file.read(FileLimits::kMaxFileBytes + 1)});
            else
                unreadable->append(tr("%1: cannot open: %2")
                                       .arg(QDir::toNativeSeparators(path), file.errorString()));
        }
    } else if (!m_pasted->toPlainText().trimmed().isEmpty()) {
        // Named in messages as a file would be: "pasted text:3: ...".
        inputs.append({tr("pasted text"), m_pasted->toPlainText().toUtf8()});
    }
    return inputs;
}

void ImportDialog::import(const QList<Importer::Input> &inputs, const QStringList &unreadable)
{
    m_rerun->stop();
    m_stale = false;
    m_inputs = inputs;
    m_unreadable = unreadable;
    m_result = {};
    if (!inputs.isEmpty())
        m_result = Importer::run(inputs, Importer::Format(m_format->currentData().toInt()));
    for (const QString &message : unreadable)
        m_result.log.fail(QString(), 0, message);
    if (!unreadable.isEmpty())
        m_result.project.reset();
    // Watch the files read (an editor that saves by replacing a file ends the watch on it).
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (source() == Source::Files) {
        for (const Importer::Input &input : inputs)
            m_watcher->addPath(input.fileName);
    }
    showResult(m_result);
    updateImportButton();
}

void ImportDialog::setMergeCheck(std::function<QString(const Project &)> check)
{
    m_mergeCheck = std::move(check);
    updateImportButton();
}

// Import is offered when the inputs were read without an error and, to be added to this
// project, their tables fit in it; the summary says why not.
void ImportDialog::updateImportButton()
{
    const QString refusal =
        m_result.project && merge() && m_mergeCheck ? m_mergeCheck(*m_result.project) : QString();
    if (m_result.project) {
        m_summary->setText(refusal.isEmpty() ? summary(m_result)
                                             : summary(m_result) + u'\n' + refusal);
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_result.project && refusal.isEmpty());
}

void ImportDialog::showResult(const Importer::Result &result)
{
    m_messages->clear();
    if (!result.project && !result.log.failed()) {
        m_summary->setText(source() == Source::Files
                               ? tr("Add the files to import: describe output, shell scripts or "
                                    "REST schema JSON.")
                               : tr("Paste the text to import."));
        m_copy->setEnabled(false);
        return;
    }
    m_summary->setText(summary(result));
    // Reading goes on after an error, so every error is listed, then every warning.
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const QIcon error = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    for (const ImportMessage &e : result.log.errors()) {
        auto *item = new QListWidgetItem(error, e.place(), m_messages);
        QFont bold = item->font();
        bold.setBold(true);
        item->setFont(bold);
    }
    for (const ImportMessage &w : result.log.warnings())
        new QListWidgetItem(warning, w.place(), m_messages);
    // The list stays in place when empty: the options above it do not move as the input is
    // typed or changed (a click aimed at them must not miss).
    m_copy->setEnabled(m_messages->count() > 0);
}

// What the import brings: the tables read (those without an error, and those with one when an
// error stops it) and how many errors and warnings the list below holds.
QString ImportDialog::summary(const Importer::Result &result) const
{
    const int warnings = int(result.log.warnings().size());
    const QString withWarnings =
        warnings == 0 ? QString() : u'\n' + tr("Read with %n warning(s):", nullptr, warnings);
    if (result.project)
        return tr("%n table(s) to import: %1.", nullptr, int(result.tables.size()))
                   .arg(joinList(result.tables)) +
               withWarnings;
    const QStringList bad = result.log.tablesWithErrors();
    QStringList good;
    for (const QString &table : result.tables) {
        if (!bad.contains(table))
            good.append(table);
    }
    QStringList lines;
    if (!good.isEmpty())
        lines.append(tr("Tables read without an error: %1.").arg(joinList(good)));
    if (!bad.isEmpty())
        lines.append(tr("Tables with errors: %1.").arg(joinList(bad)));
    lines.append(tr("Nothing can be imported until %n error(s) are mended:", nullptr,
                    int(result.log.errors().size())) +
                 withWarnings);
    return lines.join(u'\n');
}

QStringList ImportDialog::messages() const
{
    QStringList out;
    for (int i = 0; i < m_messages->count(); ++i)
        out.append(m_messages->item(i)->text());
    return out;
}

void ImportDialog::copyMessages() const
{
    QStringList lines;
    const bool some = !m_messages->selectedItems().isEmpty();
    for (int i = 0; i < m_messages->count(); ++i) {
        if (!some || m_messages->item(i)->isSelected())
            lines.append(m_messages->item(i)->text());
    }
    QApplication::clipboard()->setText(lines.join(u'\n') + u'\n');
}
